// The eligibility aside beside the application form is static (who may apply, the help line), so it is read back
// from the server's HTML like the home sections (decisions 0063, 0069): the browser's first page hydrates the
// `<aside>` the server rendered and never downloads EligibilityAside.tsx or the eligibility list; a client-side
// navigation to Apply loads the chunk with the page (the page's `loadContent`), and an aside met without either
// suspends until the chunk is there.
import { use, useState } from 'react';

type Aside = typeof import('./EligibilityAside.tsx');

let aside: Aside | undefined;
let pending: Promise<Aside> | undefined;

function loadAside(): Promise<Aside> {
  pending ??= import('./EligibilityAside.tsx').then(
    (m) => (aside = m),
    (error: unknown) => {
      pending = undefined; // a later navigation tries again
      throw error;
    },
  );
  return pending;
}

const ASIDE_SELECTOR = 'aside.apply-aside[data-read-back]';

/** Before the page renders: the aside's code, unless this page already shows it (the browser's first page). */
export async function loadApplyAside(): Promise<void> {
  if (typeof document !== 'undefined' && document.querySelector(ASIDE_SELECTOR)) return;
  await loadAside();
}

/** The eligibility aside: the component, or the HTML the server rendered for it into this page. */
export function ApplyAside() {
  const [html] = useState(() =>
    aside || typeof document === 'undefined'
      ? undefined
      : document.querySelector(ASIDE_SELECTOR)?.innerHTML,
  );
  if (html !== undefined)
    return (
      // The HTML is the server's own rendering of EligibilityAside.tsx, read back from this page: no visitor input.
      <aside
        className="apply-aside"
        aria-labelledby="apply-eligibility-title"
        data-read-back=""
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  const { EligibilityAside } = aside ?? use(loadAside());
  return <EligibilityAside />;
}
