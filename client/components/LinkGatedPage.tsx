// The frame of a page opened from a link we sent (PAN verification, Video KYC): the page's hero, then either the
// problem with the link or the page's work beside its aside, on a soft background.
import type { ReactNode } from 'react';
import { PageHero } from './PageHero.tsx';
import { LinkProblem } from './LinkProblem.tsx';
import { messages } from '../../shared/messages.ts';
import { linkProblemCopy } from './strings.ts';
import './link-gated-page.css';

interface LinkGatedPageProps {
  title: string;
  intro: string;
  /** The page's own class prefix: `${area}-section` and `${area}-layout` carry its widths. */
  area: string;
  /** Shown instead of the page's work when the link does not work. */
  problem?: ReactNode;
  /** What the page is for (the form or the recorder). */
  children: ReactNode;
  /** The illustration and notes beside it. */
  aside: ReactNode;
}

export function LinkGatedPage({
  title,
  intro,
  area,
  problem,
  children,
  aside,
}: LinkGatedPageProps) {
  return (
    <>
      <PageHero title={title} intro={intro} />
      <section className={`section link-gated-section ${area}-section`}>
        <div className="container">
          {problem ?? (
            <div className={`link-gated-layout ${area}-layout`}>
              {children}
              {aside}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

/** The link is not one of ours (or is cut short): the same words on every such page. */
export function InvalidLink() {
  return <LinkProblem title={linkProblemCopy.invalidTitle} message={messages.invalidLink} />;
}
