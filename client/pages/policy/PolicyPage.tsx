// A legal or policy document in the shared policy container: the page heading block, then the content section
// with the table of contents beside (desktop) or above (phone) the document.
import { PageHero } from '../../components/PageHero.tsx';
import type { PolicyDocument } from '../../content/policy-document.ts';
import { buildLocale } from '../../locale.ts';
import { englishOnlyNote } from '../../content/english-only.ts';
import { policyStrings as text } from '../../components/policy/strings.ts';
import { PolicyToc } from '../../components/policy/PolicyToc.tsx';
import { PolicyBody } from '../../components/policy/PolicyBody.tsx';
import '../../components/policy/policy-document.css';

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
          {/* An untranslated document on the Hindi site is English: its lang says so to screen readers. */}
          <article
            className="policy-article"
            lang={document.locale === buildLocale.code ? undefined : 'en-IN'}
          >
            {document.locale !== buildLocale.code && englishOnlyNote ? (
              <p className="policy-language-note" lang={buildLocale.htmlLang}>
                {englishOnlyNote}
              </p>
            ) : null}
            <p className="policy-updated">
              {text.versionBefore(document.version)}
              <time dateTime={document.effective}>{text.date(document.effective)}</time>
              {text.versionAfter} {text.lastUpdated}
              <time dateTime={document.updated}>{text.date(document.updated)}</time>
            </p>
            {after}
            <PolicyBody html={document.html} slug={document.slug} />
          </article>
        </div>
      </section>
    </>
  );
}
