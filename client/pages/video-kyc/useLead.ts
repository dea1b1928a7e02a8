// Loads the lead a video-KYC link names (GET /api/kyc/lead), after hydration: the page's HTML is cached
// once for every visitor, so the refstr is read in the browser only.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { LeadView } from '../../../shared/schemas/kyc.ts';
import { requestJson } from '../../api/request.ts';

export type LeadState =
  | { status: 'loading' }
  | { status: 'ready'; refstr: string; lead: LeadView }
  /** No refstr, or one the server cannot read. */
  | { status: 'invalid' }
  /** A well-formed link to a lead the lending API does not know. */
  | { status: 'not-found'; message: string }
  /** The server or the network failed: worth another try. */
  | { status: 'failed' };

async function fetchLead(refstr: string, signal: AbortSignal): Promise<LeadState> {
  const url = `/api/kyc/lead?refstr=${encodeURIComponent(refstr)}`;
  const result = await requestJson(url, {
    schema: () => import('../../../shared/schemas/kyc.ts').then((m) => m.leadSchema),
    signal,
  });
  if (result.ok) return { status: 'ready', refstr, lead: result.data };
  if (result.problem.status === 400) return { status: 'invalid' };
  if (result.problem.status === 404)
    return { status: 'not-found', message: result.problem.detail ?? '' };
  return { status: 'failed' };
}

export function useLead(): [LeadState, () => void] {
  const { search } = useLocation();
  const [state, setState] = useState<LeadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const refstr = new URLSearchParams(search).get('refstr')?.trim() ?? '';
    if (!refstr) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void fetchLead(refstr, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next);
    });
    return () => controller.abort();
  }, [search, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
