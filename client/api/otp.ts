// The browser's calls for one-time codes (DESIGN section 3: POST /api/otp and /api/otp/verify).
import { messages } from '../../shared/messages.ts';
import { otpSentSchema, type OtpPurpose, type OtpSent } from '../../shared/schemas/otp.ts';
import { readProblem, type ApiProblem } from './problem.ts';

/** A failure with the words to show: the server's detail, or the generic message. */
export type Problem = ApiProblem & { detail: string };

export function toProblem(status: number, body: unknown): Problem {
  const p = readProblem(status, body);
  return { ...p, detail: p.detail ?? messages.somethingWrong };
}

export type OtpResult<T> =
  { ok: true; value: T } | { ok: false; problem: Problem; retryAfter?: number };

async function post(url: string, body: unknown): Promise<Response | undefined> {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return undefined; // no answer at all
  }
}

async function failure(
  res: Response | undefined,
): Promise<{ ok: false; problem: Problem; retryAfter?: number }> {
  if (!res)
    return { ok: false, problem: { status: 0, detail: messages.somethingWrong, errors: {} } };
  const body: unknown = await res.json().catch(() => undefined);
  const retry = Number(res.headers.get('retry-after'));
  return {
    ok: false,
    problem: toProblem(res.status, body),
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
  };
}

export async function requestCode(
  purpose: OtpPurpose,
  identifier: string,
): Promise<OtpResult<OtpSent>> {
  const res = await post('/api/otp', { purpose, identifier });
  if (res?.status === 202) {
    const parsed = otpSentSchema.safeParse(await res.json().catch(() => undefined));
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  return failure(res);
}

export async function verifyCode(
  purpose: OtpPurpose,
  identifier: string,
  code: string,
): Promise<OtpResult<true>> {
  const res = await post('/api/otp/verify', { purpose, identifier, code });
  if (res?.ok) return { ok: true, value: true };
  return failure(res);
}
