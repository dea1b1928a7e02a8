// The repay journey's state (issue 16): the mobile or PAN, the code sent to the registered mobile, then the loan.
// A verified session (a cookie the server set) survives a reload or a return from the gateway: the page asks the
// server for the session's loan first, and shows it, with what was searched, without a second code.
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { otpMessages } from '../../../shared/otp-messages.ts';
import type { CustomerView } from '../../../shared/schemas/repayment.ts';
import { requestCode, verifyCode } from '../../api/otp.ts';
import { problemMessage } from '../../api/problem.ts';
import { requestJson } from '../../api/request.ts';
import { otpStep } from '../../components/LazyOtpStep.tsx';
import { loanResult } from './lazy-loan-result.tsx';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  /** A code went (or, for a stranger, seemed to go) to the registered mobile. */
  | { kind: 'code'; identifier: string; maskedMobile: string; resendAfterSeconds: number }
  /** `query` is the normalised mobile or PAN the loan was found by: Pay Now posts it. */
  | { kind: 'found'; customer: CustomerView; query: string }
  | { kind: 'error'; message: string }
  | { kind: 'invalid'; message: string };

type Answer = { state: LookupState };

// The lookup's rules and answer schema load with the first search or session check, not with the page (0113).
const schemas = () => import('../../../shared/schemas/repayment.ts');

/** What was searched, kept in this tab only (never in a URL or an answer of ours), for a return from the gateway. */
const searchedKey = 'rf.repay-searched';
function remembered(): string {
  try {
    return window.sessionStorage.getItem(searchedKey) ?? '';
  } catch {
    return '';
  }
}
function remember(identifier: string): void {
  try {
    window.sessionStorage.setItem(searchedKey, identifier);
  } catch {
    // storage off: the loan still shows, the box stays empty
  }
}

async function lookup(query?: string): Promise<Answer | 'no-session'> {
  // The loan's view, imported beside the request (usually there already, from the box's first focus).
  const viewLoaded = loanResult.preload().then(
    () => true,
    () => false,
  );
  const res = await requestJson('/api/repayments/lookup', {
    schema: () => schemas().then((m) => m.lookupResponseSchema),
    method: 'POST',
    body: query === undefined ? {} : { query },
  });
  if (res.ok) {
    if (!(await viewLoaded)) return { state: { kind: 'error', message: messages.somethingWrong } };
    return { state: { kind: 'found', customer: res.data.customer, query: query ?? remembered() } };
  }
  const { status } = res.problem;
  if (status === 401) return 'no-session';
  if (status === 404) return { state: { kind: 'error', message: messages.customerNotFound } };
  if (status === 429) return { state: { kind: 'error', message: problemMessage(res.problem) } };
  return { state: { kind: 'error', message: messages.somethingWrong } };
}

/** The server's readable flag beside the session cookie (server/verification/session.ts): a session may be open. */
const sessionMayBeOpen = () => /(?:^|;\s*)rf_repay_open=1/.test(document.cookie);

export function useLoanLookup(onSearched: (query: string) => void) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const latest = useRef(0);
  const searched = useRef(onSearched);
  searched.current = onSearched;

  // A session from a code typed earlier (a reload, Back from the gateway, a failed payment): its loan at once.
  useEffect(() => {
    if (!sessionMayBeOpen()) return;
    const attempt = ++latest.current;
    void lookup().then((answer) => {
      if (answer === 'no-session' || attempt !== latest.current) return;
      if (answer.state.kind !== 'found') return; // a failure here is said when the borrower searches
      if (answer.state.query) searched.current(answer.state.query);
      setState(answer.state);
    });
  }, []);

  async function search(input: string) {
    const { lookupSchema } = await schemas();
    const parsed = lookupSchema.safeParse({ query: input });
    if (!parsed.success) {
      setState({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? messages.required });
      return;
    }
    const identifier = parsed.data.query;
    const attempt = ++latest.current;
    setState({ kind: 'searching' });
    // A session already open for this very loan needs no new code.
    if (sessionMayBeOpen()) {
      const open = await lookup(identifier);
      if (attempt !== latest.current) return;
      if (open !== 'no-session' && open.state.kind === 'found') return setState(open.state);
    }
    // The code step's own code, requested on the box's first focus, is there before the step shows.
    const [sent, stepLoaded] = await Promise.all([
      requestCode('repay', identifier),
      otpStep.preload().then(
        () => true,
        () => false,
      ),
    ]);
    if (attempt !== latest.current) return;
    if (sent.ok && !stepLoaded) {
      setState({ kind: 'error', message: messages.somethingWrong });
    } else if (sent.ok) {
      setState({ kind: 'code', identifier, ...sent.data });
    } else if (sent.problem.status === 422) {
      setState({
        kind: 'invalid',
        message: sent.problem.errors.identifier ?? problemMessage(sent.problem),
      });
    } else {
      setState({ kind: 'error', message: problemMessage(sent.problem) });
    }
  }

  /** Checks the code; on success shows the loan. Answers the message to show under the box otherwise. */
  async function verify(code: string): Promise<string | undefined> {
    if (state.kind !== 'code') return undefined;
    const { identifier } = state;
    const checked = await verifyCode('repay', identifier, code);
    if (!checked.ok) return problemMessage(checked.problem);
    remember(identifier);
    const attempt = ++latest.current;
    const answer = await lookup(identifier);
    if (attempt !== latest.current) return undefined;
    if (answer === 'no-session') return otpMessages.otpSessionNeeded;
    setState(answer.state);
    return undefined;
  }

  async function resend(): Promise<{ error?: string; resendAfterSeconds?: number }> {
    if (state.kind !== 'code') return {};
    const sent = await requestCode('repay', state.identifier);
    if (sent.ok) return { resendAfterSeconds: sent.data.resendAfterSeconds };
    return { error: problemMessage(sent.problem) };
  }

  const reset = () => {
    latest.current++;
    setState({ kind: 'idle' });
  };

  return { state, search, verify, resend, reset };
}
