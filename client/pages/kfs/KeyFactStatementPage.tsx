// The Key Fact Statement in the RBI's format: Annex A Part 1 (figures), Part 2 (qualitative, from the policy
// Markdown), Annex B (APR illustration) and Annex C (repayment schedule). With ?amount=&days=&rate= from the
// calculator it shows that loan; the route renders such URLs per request (decision 0027), so the figures are in
// the HTML without script, in print, and match what hydration renders.
import { useEffect, useRef } from 'react';
import { useQuery } from '../../hooks/useQuery.ts';
import { Link } from '../../components/Link.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { PolicyDocument, PolicyTocEntry } from '../../content/policy-document.ts';
import { loanFromQuery } from '../../../shared/calculator.ts';
import { productTerms } from '../../../shared/product-terms.ts';
import { kfsCopy as copy } from '../../content/kfs.ts';
import { PolicyToc } from '../../components/policy/PolicyToc.tsx';
import { markOverflowingTables, PolicyBody } from '../../components/policy/PolicyBody.tsx';
import { policyStrings } from '../../components/policy/strings.ts';
import { describeLoan, kfsFigures, kfsText, type Row } from './kfs-figures.ts';
import { kfsStrings } from './strings.ts';
import '../../components/policy/policy-document.css';
import './kfs.css';

/** The compiled document's sections, split at each h2: About, Part 2, Notes (in that order in the Markdown). */
const sectionsOf = (html: string) => html.split(/(?=<h2[\s>])/).filter((s) => s.trim() !== '');

export default function KeyFactStatementPage({ document }: { document: PolicyDocument }) {
  const params = useQuery();
  const chosen = loanFromQuery(params);
  const figures = kfsFigures(chosen ?? productTerms.example, chosen !== undefined);
  const [about = '', part2 = '', ...rest] = sectionsOf(document.html);
  const docToc = document.toc.filter((e) => e.level === 2);
  const ours = (s: { id: string; title: string }): PolicyTocEntry => ({
    id: s.id,
    text: s.title,
    level: 2,
  });
  const toc = [
    docToc[0],
    ours(copy.part1),
    docToc[1],
    ours(copy.annexB),
    ours(copy.annexC),
    ...docToc.slice(2),
  ].filter((e): e is PolicyTocEntry => e !== undefined);

  // The computed tables get the same "scroll sideways" cue as the document's own (PolicyBody marks those).
  const computed = useRef<HTMLDivElement>(null);
  const annexes = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const roots = [computed.current, annexes.current].filter(
      (r): r is HTMLDivElement => r !== null,
    );
    const mark = () => roots.forEach(markOverflowingTables);
    mark();
    const observer = new ResizeObserver(mark);
    roots.forEach((r) => observer.observe(r));
    return () => observer.disconnect();
  }, [figures.loan.amount, figures.loan.days, figures.loan.rate]);

  function download() {
    const text = kfsText(figures, document.title);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = window.document.createElement('a');
    a.href = url;
    a.download = kfsStrings.download.file;
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <PageHero title={document.title} intro={document.description} />
      <section className="section policy kfs">
        <div className="container policy-layout">
          <PolicyToc entries={toc} />
          <article className="policy-article">
            <p className="policy-updated">
              {policyStrings.lastUpdated}
              <time dateTime={document.updated}>{policyStrings.date(document.updated)}</time>
            </p>
            <div className="kfs-notice" role="note">
              <p>
                {figures.personal
                  ? copy.personalNotice(describeLoan(figures.loan))
                  : copy.standardNotice(describeLoan(figures.loan))}
              </p>
              <div className="kfs-actions">
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  onClick={() => window.print()}
                >
                  {copy.print}
                </button>
                <button type="button" className="btn btn-outline btn-small" onClick={download}>
                  {copy.download}
                </button>
                {figures.personal ? (
                  <Link to="/key-fact-statement">{copy.backToStandard}</Link>
                ) : null}
              </div>
            </div>
            <PolicyBody html={about} slug={document.slug} />
            <div className="policy-content" ref={computed}>
              <h2 id={copy.part1.id}>{copy.part1.title}</h2>
              <RowTable
                id="kfs-annex-a-part-1-interest-rate-and-fees-charges"
                caption={copy.part1.caption}
                rows={figures.part1}
              />
              <div className="table-scroll" role="region" aria-labelledby="kfs-fees" tabIndex={0}>
                <table>
                  <caption id="kfs-fees">{copy.feesCaption}</caption>
                  <thead>
                    <Headers names={kfsStrings.fees.headers} />
                  </thead>
                  <tbody>
                    {figures.fees.map((fee) => (
                      <tr key={fee.item}>
                        <td>{fee.payableTo}</td>
                        <td>{fee.item}</td>
                        <td>{fee.when}</td>
                        <td>{fee.amount}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
            <PolicyBody html={part2} slug={document.slug} />
            <div className="policy-content" ref={annexes}>
              <h2 id={copy.annexB.id}>{copy.annexB.title}</h2>
              <RowTable
                id="kfs-annex-b-computation-of-apr-for-the-loan"
                caption={copy.annexB.caption}
                rows={figures.annexB}
              />
              <p className="kfs-working">{figures.aprWorking}</p>
              <h2 id={copy.annexC.id}>{copy.annexC.title}</h2>
              <div
                className="table-scroll"
                role="region"
                aria-labelledby="kfs-schedule"
                tabIndex={0}
              >
                <table>
                  <caption id="kfs-schedule">{copy.annexC.caption}</caption>
                  <thead>
                    <Headers names={kfsStrings.annexC.headers} />
                  </thead>
                  <tbody>
                    <tr>
                      <td>{figures.schedule.no}</td>
                      <td>{figures.schedule.due}</td>
                      <td>{figures.schedule.opening}</td>
                      <td>{figures.schedule.principal}</td>
                      <td>{figures.schedule.interest}</td>
                      <td>{figures.schedule.instalment}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            </div>
            <PolicyBody html={rest.join('')} slug={document.slug} />
          </article>
        </div>
      </section>
    </>
  );
}

function Headers({ names }: { names: readonly string[] }) {
  return (
    <tr>
      {names.map((name) => (
        <th scope="col" key={name}>
          {name}
        </th>
      ))}
    </tr>
  );
}

/** `id` is fixed, not made from the caption, so it stays the same in the Hindi build. */
function RowTable({ id, caption, rows }: { id: string; caption: string; rows: readonly Row[] }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <Headers names={kfsStrings.rowHeaders} />
        </thead>
        <tbody>
          {rows.map(([no, item, detail]) => (
            <tr key={`${no}${item}`}>
              <td>{no}</td>
              <td>{item}</td>
              <td>{detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
