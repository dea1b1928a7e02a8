// What a page shows while its code is on the way (SPEC section 2 'Loading...'), and when the code failed to
// arrive or took longer than SPEC's 120 s page-load time-out: a plain error with Retry. Both are announced.
import { useEffect, useState, type ComponentType } from 'react';
import { pageLoadMessages } from '../../shared/page-load-messages.ts';
import { Loading } from './Loading.tsx';

/** SPEC section 6: code and style chunks load with a 120000 ms time-out. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
/** A chunk that arrives sooner than this shows no 'Loading...' at all (no flash); the SPEC asks for 300 ms. */
export const LOADING_DELAY_MS = 150;

interface Loadable {
  preload(): Promise<void>;
  loaded(): ComponentType | undefined;
  reset(): void;
}

/** 'failed': the code did not arrive (a network error); 'timedOut': it took longer than the time-out. */
type Phase = 'waiting' | 'loading' | 'ready' | 'failed' | 'timedOut';

export function PageLoader({ page }: { page: Loadable }) {
  const [phase, setPhase] = useState<Phase>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const settle = (next: Phase) => {
      if (!live) return;
      live = false;
      clearTimeout(slow);
      clearTimeout(timeout);
      setPhase(next);
    };
    const slow = setTimeout(() => live && setPhase('loading'), LOADING_DELAY_MS);
    const timeout = setTimeout(() => {
      page.reset(); // the stalled request is abandoned: Retry asks for the code afresh
      settle('timedOut');
    }, PAGE_LOAD_TIMEOUT_MS);
    page.preload().then(
      () => settle('ready'),
      () => settle('failed'),
    );
    return () => {
      live = false;
      clearTimeout(slow);
      clearTimeout(timeout);
    };
  }, [page, attempt]);

  const Page = phase === 'ready' ? page.loaded() : undefined;
  if (Page) return <Page />;
  if (phase === 'failed' || phase === 'timedOut')
    return (
      <section className="container page-error" role="alert">
        <h1>{pageLoadMessages.pageLoadFailed}</h1>
        <p>{pageLoadMessages.pageLoadFailedHint}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            // A module whose fetch failed stays failed for this document: Chromium keeps the failure in its
            // module map and answers every later import() of that URL with it, unfetched. So after a failed
            // fetch, Retry loads the page afresh from the server (the same URL, server-rendered); after a
            // time-out the request may still arrive, so it is asked for again in place.
            if (phase === 'failed') {
              window.location.reload();
              return;
            }
            setPhase('waiting');
            setAttempt((n) => n + 1);
          }}
        >
          {pageLoadMessages.retry}
        </button>
      </section>
    );
  return <Loading visible={phase === 'loading'} />;
}
