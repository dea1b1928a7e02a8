// Loads the lead a video-KYC link names (GET /api/kyc/lead), after hydration: the page's HTML is cached
// once for every visitor, so the refstr is read in the browser only.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { leadSchema, type LeadView } from '../../../shared/schemas/kyc.ts';

export type LeadState =
  | { status: 'loading' }
  | { status: 'ready'; refstr: string; lead: LeadView }
  /** No refstr, or one the server cannot read. */
  | { status: 'invalid' }
  /** A well-formed link to a lead the lending API does not know. */
  | { status: 'not-found'; message: string }
  /** The server or the network failed: worth another try. */
  | { status: 'failed' };

async function fetchLead(refstr: string): Promise<LeadState> {
  try {
    const res = await fetch(`/api/kyc/lead?refstr=${encodeURIComponent(refstr)}`, {
      headers: { accept: 'application/json' },
    });
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const lead = leadSchema.safeParse(body);
      return lead.success ? { status: 'ready', refstr, lead: lead.data } : { status: 'failed' };
    }
    if (res.status === 400) return { status: 'invalid' };
    if (res.status === 404) {
      const detail = (body as { detail?: unknown } | null)?.detail;
      return { status: 'not-found', message: typeof detail === 'string' ? detail : '' };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
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
    let current = true;
    setState({ status: 'loading' });
    void fetchLead(refstr).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [search, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
