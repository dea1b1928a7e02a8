// Looks a loan up through POST /api/repayments/lookup and keeps what the page shows: the loan, a banner or a
// field error, in SPEC section 8's words.
import { useRef, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import {
  lookupResponseSchema,
  lookupSchema,
  type CustomerView,
} from '../../../shared/schemas/repayment.ts';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  /** `query` is the normalised mobile or PAN the loan was found by: Pay Now posts it. */
  | { kind: 'found'; customer: CustomerView; query: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid'; message: string };

async function problemDetail(res: Response): Promise<{ detail?: string; field?: string }> {
  try {
    const body = (await res.json()) as { detail?: unknown; errors?: Record<string, unknown> };
    const field = body.errors?.query;
    return {
      detail: typeof body.detail === 'string' ? body.detail : undefined,
      field: typeof field === 'string' ? field : undefined,
    };
  } catch {
    return {};
  }
}

export function useLoanLookup() {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);

  async function search(input: string) {
    const parsed = lookupSchema.safeParse({ query: input });
    if (!parsed.success) {
      setState({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? messages.required });
      return;
    }
    const { query } = parsed.data;
    const attempt = ++latest.current;
    setState({ kind: 'searching' });
    let next: LookupState;
    try {
      const res = await fetch('/api/repayments/lookup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query }),
      });
      if (res.ok) {
        const body = lookupResponseSchema.parse(await res.json());
        next = { kind: 'found', customer: body.customer, query };
      } else if (res.status === 404) {
        next = { kind: 'error', message: messages.customerNotFound };
      } else if (res.status === 422) {
        const { field } = await problemDetail(res);
        next = { kind: 'invalid', message: field ?? messages.required };
      } else if (res.status === 429) {
        next = {
          kind: 'error',
          message: (await problemDetail(res)).detail ?? messages.tooManyRequests,
        };
      } else {
        next = { kind: 'error', message: messages.somethingWrong };
      }
    } catch {
      next = { kind: 'error', message: messages.somethingWrong };
    }
    if (attempt === latest.current) setState(next); // an older, slower answer never replaces a newer one
  }

  return { state, search };
}
