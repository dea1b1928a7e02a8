// POST /api/pan/verify: the lending API's answer about a lead's PAN, as HTML the server has sanitized.
import { messages } from '../../../shared/messages.ts';

export type VerifyOutcome =
  | { kind: 'answer'; html: string }
  /** The server refused the PAN itself (SPEC section 5 wording). */
  | { kind: 'field'; message: string }
  /** The link's refstr cannot be read. */
  | { kind: 'invalid-link' }
  | { kind: 'failed'; message: string };

export async function verifyPan(refstr: string, pan: string): Promise<VerifyOutcome> {
  let res: Response;
  let body: { html?: unknown; detail?: unknown; errors?: { pan?: unknown } } | null;
  try {
    res = await fetch('/api/pan/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refstr, pan }),
    });
    body = await res.json().catch(() => null);
  } catch {
    return { kind: 'failed', message: messages.panVerifyFailed };
  }
  if (res.ok && typeof body?.html === 'string') return { kind: 'answer', html: body.html };
  if (res.status === 422 && typeof body?.errors?.pan === 'string')
    return { kind: 'field', message: body.errors.pan };
  if (res.status === 400) return { kind: 'invalid-link' };
  if (res.status === 429 && typeof body?.detail === 'string')
    return { kind: 'failed', message: body.detail };
  return { kind: 'failed', message: messages.panVerifyFailed };
}
