// The document body: HTML compiled at build time from our own Markdown. Links to our own pages go through the
// client router, and tables too wide for the screen are marked so the page can show a scroll cue.
import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildLocale } from '../../locale.ts';

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
  const navigate = useNavigate();

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    markOverflowingTables(root);
    const observer = new ResizeObserver(() => markOverflowingTables(root));
    observer.observe(root);
    return () => observer.disconnect();
  }, [html]);

  function followOwnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    // A Hindi document links to /hi/...; the router's basename is /hi, so it navigates to the rest of the path.
    const base = buildLocale.basePath;
    navigate(
      base && (href === base || href.startsWith(`${base}/`))
        ? href.slice(base.length) || '/'
        : href,
    );
  }

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
