// The eligibility aside beside the application form is static (who may apply, the help line), so it is read back
// from the server's HTML like the home sections (decisions 0124, 0069): the browser's first page hydrates the
// `<aside>` the server rendered and never downloads EligibilityAside.tsx or the eligibility list; a client-side
// navigation to Apply loads the chunk with the page (the page's `loadContent`), and an aside met without either
// suspends until the chunk is there.
import { use, useState } from 'react';
import { readBack } from '../../read-back.ts';

const ASIDE_SELECTOR = 'aside.apply-aside[data-read-back]';

const aside = readBack(() => import('./EligibilityAside.tsx'), ASIDE_SELECTOR);

/** Before the page renders: the aside's code, unless this page already shows it (the browser's first page). */
export const loadApplyAside = aside.loadUnlessShown;

/** The eligibility aside: the component, or the HTML the server rendered for it into this page. */
export function ApplyAside() {
  const [html] = useState(() =>
    aside.readBack(() => document.querySelector(ASIDE_SELECTOR)?.innerHTML),
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
  const { EligibilityAside } = aside.current() ?? use(aside.load());
  return <EligibilityAside />;
}
