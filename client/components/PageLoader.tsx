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
}

/** 'failed': the code did not arrive (a network error); 'timedOut': it took longer than the time-out. */
type Phase = 'waiting' | 'loading' | 'ready' | 'failed' | 'timedOut';

export function PageLoader({ page }: { page: Loadable }) {
  const [phase, setPhase] = useState<Phase>('waiting');

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
    const timeout = setTimeout(() => settle('timedOut'), PAGE_LOAD_TIMEOUT_MS);
    page.preload().then(
      () => settle('ready'),
      () => settle('failed'),
    );
    return () => {
      live = false;
      clearTimeout(slow);
      clearTimeout(timeout);
    };
  }, [page]);

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
            // The browser keeps one entry per module URL for the life of the document: a failed fetch stays
            // failed, and a fetch that still hangs after the time-out is the one every later import() of that URL
            // waits on, so asking again in place sends no new request (issue 41). Retry loads the page afresh
            // from the server (the same URL, server-rendered), which drops the stalled request and asks anew.
            window.location.reload();
          }}
        >
          {pageLoadMessages.retry}
        </button>
      </section>
    );
  return <Loading visible={phase === 'loading'} />;
}
