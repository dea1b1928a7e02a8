// The loan calculator's code arrives when the visitor comes near it (decision 0140), as a carousel's does (0134):
// on the browser's first page the server's calculator is in the document, React keeps that HTML inside the page's
// Suspense boundary, and the code loads and hydrates it once the calculator nears the window, or the visitor
// touches or tabs into it first. Until then it shows the server's figures, the same as the code's first render.
// The server and a client-side navigation load it with the page (HomePage's loadContent) and render it at once.
import { lazy, memo, Suspense, useState } from 'react';
import { importOnce } from '../../import-once.ts';
import { onceInView } from '../../hooks/useInView.ts';
// The calculator's styles come with the page, not with its code: the server's calculator is in the first paint's
// document long before the code arrives, and unstyled it was a column of default browser controls whose sliders
// sat closer to the number fields than a finger's 24 px (Lighthouse's touch-target audit on / and /hi; issue 47).
import './calculator.css';

const code = importOnce(() => import('./LoanCalculator.tsx'));
const HEADING_ID = 'calculator-heading';

/** The server-rendered calculator of the browser's first page, while its code has not come. */
const shownSection = () =>
  typeof document === 'undefined'
    ? null
    : (document.getElementById(HEADING_ID)?.closest('section') ?? null);

/** Before the page renders: the calculator's code, unless this page already shows the calculator. */
export async function loadCalculatorUnlessShown(): Promise<void> {
  if (shownSection()) return;
  await code.load();
}

/** Resolves when the section nears the window (one window's height away), or is touched or focused. */
function nearOrTouched(section: Element): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin'] as const;
    const open = () => {
      stopWatching();
      for (const e of events) section.removeEventListener(e, open);
      resolve();
    };
    for (const e of events) section.addEventListener(e, open);
    const stopWatching = onceInView(section, { rootMargin: '100% 0px' }, open);
  });
}

/**
 * The calculator in a boundary of its own that the page's renders never reach (memo, no props): an update reaching a
 * boundary still waiting for its code makes React drop the server's HTML and show the fallback, nothing, until the
 * code comes (the page's reduced-motion check is such an update), as LazyCarousel says.
 */
export const LazyLoanCalculator = memo(function LazyLoanCalculator() {
  // Chosen once: a later render swapping the held component for the loaded one would remount the calculator.
  const [Calculator] = useState(
    () =>
      code.current()?.LoanCalculator ??
      lazy(async () => {
        const section = shownSection();
        if (section) await nearOrTouched(section);
        return { default: (await code.load()).LoanCalculator };
      }),
  );
  return (
    <Suspense fallback={null}>
      <Calculator />
    </Suspense>
  );
});
