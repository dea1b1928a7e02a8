// The footer as the browser has it: the HTML the server rendered from Footer.tsx, read back from the page as a
// policy's body is (decisions 0119, 0127). It never changes on the client (one language per build, no state), so
// its code and words stay out of the browser's bundle; its links still navigate in the app.
import { Footer } from './Footer.tsx';
import { useOwnLinkClick } from '../hooks/useOwnLinkClick.ts';

/** The first page's footer, read once: the footer React hydrates and keeps is the same element. */
let html: string | undefined;

export function SiteFooter() {
  const followOwnLink = useOwnLinkClick();
  // A build-time constant: the browser's bundle keeps only the read-back branch, the server's only Footer.
  if (import.meta.env.SSR) return <Footer />;
  html ??= document.querySelector('footer.site-footer')?.innerHTML ?? '';
  return (
    // The HTML is the server's own rendering of Footer.tsx, read back from this page: no visitor input.
    <footer
      className="site-footer"
      onClick={followOwnLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
