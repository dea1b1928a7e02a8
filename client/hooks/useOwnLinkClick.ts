// A click on one of our own links inside HTML that React did not render (a policy's body, the home page's sections,
// the footer: the server's HTML read back) goes through the client router, as the Link it was would.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildLocale } from '../locale.ts';

/** The handler for the read-back element's onClick: plain left clicks on same-origin paths navigate in the app. */
export function useOwnLinkClick(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//') || link?.target) return;
    event.preventDefault();
    // A Hindi page links to /hi/...; the router's basename is /hi, so it navigates to the rest of the path.
    const base = buildLocale.basePath;
    navigate(
      base && (href === base || href.startsWith(`${base}/`))
        ? href.slice(base.length) || '/'
        : href,
    );
  };
}
