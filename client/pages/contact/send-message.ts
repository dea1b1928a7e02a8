// Sends the Get in Touch form to POST /api/contact.
import { toProblem, type ApiProblem } from '../../api/problem.ts';
import { messages } from '../../../shared/messages.ts';
import type { ContactInput } from '../../../shared/schemas/contact.ts';

export type SendResult =
  { ok: true; message: string; reference?: string } | { ok: false; problem: ApiProblem };

export async function sendContactMessage(input: ContactInput): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, problem: { status: 0, detail: messages.somethingWrong } };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const { message, reference } = (body ?? {}) as { message?: unknown; reference?: unknown };
    return {
      ok: true,
      message: typeof message === 'string' ? message : '',
      ...(typeof reference === 'string' ? { reference } : {}),
    };
  }
  return { ok: false, problem: toProblem(response.status, body) };
}
