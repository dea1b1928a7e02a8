// POST /api/pan/verify: the lending API's answer about a lead's PAN, as HTML the server has sanitized.
import { kycMessages } from '../../../shared/kyc-messages.ts';
import { requestJson } from '../../api/request.ts';

export type VerifyOutcome =
  | { kind: 'answer'; html: string }
  /** The server refused the PAN itself (SPEC section 5 wording). */
  | { kind: 'field'; message: string }
  /** The link's refstr cannot be read. */
  | { kind: 'invalid-link' }
  | { kind: 'failed'; message: string };

export async function verifyPan(refstr: string, pan: string): Promise<VerifyOutcome> {
  const result = await requestJson('/api/pan/verify', {
    schema: () => import('../../../shared/schemas/kyc.ts').then((m) => m.panVerifyResponseSchema),
    method: 'POST',
    body: { refstr, pan },
  });
  if (result.ok) return { kind: 'answer', html: result.data.html };
  const { status, errors, detail } = result.problem;
  if (status === 422 && errors.pan) return { kind: 'field', message: errors.pan };
  if (status === 400) return { kind: 'invalid-link' };
  if (status === 429 && detail) return { kind: 'failed', message: detail };
  return { kind: 'failed', message: kycMessages.panVerifyFailed };
}
