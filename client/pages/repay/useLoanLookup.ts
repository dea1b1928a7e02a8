// Looks a loan up through POST /api/repayments/lookup and keeps what the page shows: the loan, a banner or a
// field error, in SPEC section 8's words.
import { useRef, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import {
  lookupResponseSchema,
  lookupSchema,
  type CustomerView,
} from '../../../shared/schemas/repayment.ts';
import { firstErrors } from '../../../shared/schemas/fields.ts';
import { requestJson } from '../../api/request.ts';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  /** `query` is the normalised mobile or PAN the loan was found by: Pay Now posts it. */
  | { kind: 'found'; customer: CustomerView; query: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid'; message: string };

export function useLoanLookup() {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);

  async function search(input: string) {
    const parsed = lookupSchema.safeParse({ query: input });
    if (!parsed.success) {
      setState({ kind: 'invalid', message: firstErrors(parsed.error).query ?? messages.required });
      return;
    }
    const { query } = parsed.data;
    const attempt = ++latest.current;
    setState({ kind: 'searching' });
    const result = await requestJson('/api/repayments/lookup', {
      schema: lookupResponseSchema,
      method: 'POST',
      body: { query },
    });
    let next: LookupState;
    if (result.ok) next = { kind: 'found', customer: result.data.customer, query };
    else if (result.problem.status === 404)
      next = { kind: 'error', message: messages.customerNotFound };
    else if (result.problem.status === 422)
      next = { kind: 'invalid', message: result.problem.errors.query ?? messages.required };
    else if (result.problem.status === 429)
      next = { kind: 'error', message: result.problem.detail ?? messages.tooManyRequests };
    else next = { kind: 'error', message: messages.somethingWrong };
    if (attempt === latest.current) setState(next); // an older, slower answer never replaces a newer one
  }

  return { state, search };
}
