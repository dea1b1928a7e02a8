// A legal or policy document in the shared policy container: the page heading block, then the content section
// with the table of contents beside (desktop) or above (phone) the document.
import { PageHero } from '../../components/PageHero.tsx';
import type { PolicyDocument } from '../../content/policy-document.ts';
import { formatLongDateEnGb } from '../../../shared/format.ts';
import { PolicyToc } from './PolicyToc.tsx';
import { PolicyBody } from './PolicyBody.tsx';
import './PolicyPage.css';

import type { ReactNode } from 'react';

export default function PolicyPage({
  document,
  after,
}: {
  document: PolicyDocument;
  /** A tool that belongs with the document (the complaint status lookup on the grievance page). */
  after?: ReactNode;
}) {
  return (
    <>
      <PageHero title={document.title} intro={document.description} />
      <section className="section policy">
        <div className="container policy-layout">
          <PolicyToc entries={document.toc.filter((entry) => entry.level === 2)} />
          <article className="policy-article">
            <p className="policy-updated">
              Version {document.version}, effective{' '}
              <time dateTime={document.effective}>{formatLongDateEnGb(document.effective)}</time>.
              Last updated:{' '}
              <time dateTime={document.updated}>{formatLongDateEnGb(document.updated)}</time>
            </p>
            {after}
            <PolicyBody html={document.html} />
          </article>
        </div>
      </section>
    </>
  );
}
