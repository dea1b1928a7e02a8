// The document body: HTML compiled at build time from our own Markdown. Links to our own pages go through the
// client router, and tables too wide for the screen are marked so the page can show a scroll cue.
import { useEffect, useRef } from 'react';
import { useOwnLinkClick } from '../../hooks/useOwnLinkClick.ts';

export function markOverflowingTables(root: HTMLElement) {
  for (const box of root.querySelectorAll<HTMLElement>('.table-scroll')) {
    box.dataset.overflow = String(box.scrollWidth > box.clientWidth + 1);
  }
}

/**
 * `slug`: the document's: the browser's first page reads the body back from the elements so marked, in order,
 * instead of downloading it (content/policy-index.ts).
 */
export function PolicyBody({ html, slug }: { html: string; slug?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const followOwnLink = useOwnLinkClick();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    markOverflowingTables(root);
    const observer = new ResizeObserver(() => markOverflowingTables(root));
    observer.observe(root);
    return () => observer.disconnect();
  }, [html]);

  return (
    // The HTML is trusted: scripts/policies compiles it from the Markdown in client/content/policies during the
    // build (raw HTML in the Markdown fails the build), so no visitor input ever reaches it.
    <div
      ref={ref}
      className="policy-content"
      data-policy={slug}
      onClick={followOwnLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
