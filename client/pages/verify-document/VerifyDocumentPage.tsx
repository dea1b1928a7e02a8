// /verify-document (issue 46): anyone holding a printed receipt, KFS or no-dues certificate types its reference (or
// follows a link with ?ref=) and learns whether we issued it, with only what the copy itself says to compare. A plain
// GET form, so it works without script; the server writes the answer into the page.
import { PageHero } from '../../components/PageHero.tsx';
import { usePageData } from '../../page-data.tsx';
import { useQuery } from '../../hooks/useQuery.ts';
import { buildLocale } from '../../locale.ts';
import type { PageDataSchema } from '../../lazy-page.tsx';
import type { DocumentCheck } from '../../../shared/schemas/my-loans.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { site } from '../../../shared/site.ts';
import { verifyCopy as t } from './strings.ts';
import './verify-document.css';

export const pageDataSchema: PageDataSchema = () =>
  import('../../../shared/schemas/my-loans.ts').then((m) => m.documentCheckPageSchema);

export default function VerifyDocumentPage() {
  const check = usePageData<{ check: DocumentCheck }>()?.check;
  const typed = useQuery().get('ref') ?? '';
  return (
    <>
      <PageHero title={t.title} intro={t.intro} />
      <section className="section">
        <div className="container verify-document">
          <form
            className="card verify-form"
            method="get"
            action={`${buildLocale.basePath}/verify-document`}
          >
            <label htmlFor="document-ref">{t.label}</label>
            <p id="document-ref-hint" className="verify-hint">
              {t.hint}
            </p>
            <div className="verify-row">
              <input
                id="document-ref"
                name="ref"
                type="text"
                defaultValue={typed.slice(0, 40)}
                maxLength={40}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                aria-describedby="document-ref-hint"
                required
              />
              <button type="submit" className="btn btn-primary">
                {t.check}
              </button>
            </div>
          </form>
          {check ? <Answer check={check} /> : null}
        </div>
      </section>
    </>
  );
}

function Answer({ check }: { check: DocumentCheck }) {
  if (!check.genuine)
    return (
      <div className="alert alert-error verify-answer" role="alert">
        <p>
          <strong>{check.reason === 'malformed' ? t.malformed : t.notGenuine}</strong>
        </p>
        <p>
          {check.reason === 'malformed'
            ? t.malformedText
            : `${t.notGenuineText} ${site.phone}, ${site.email}.`}
        </p>
      </div>
    );
  const rows: Array<[string, string]> = [
    [t.kind, t.kinds[check.kind]],
    [t.loanEnding, check.loanEnding],
    [
      t.documentDate[check.kind],
      check.documentDate ? formatDateEnGb(check.documentDate) : t.notGiven,
    ],
    ...(check.kind === 'no-dues'
      ? []
      : [
          [
            t.amount[check.kind],
            check.amount === null ? t.notGiven : formatRupees(check.amount, 2),
          ] as [string, string],
        ]),
    [t.issuedOn, formatDateEnGb(check.issuedOn)],
  ];
  return (
    <div className="alert alert-success verify-answer" role="status">
      <p>
        <strong>{t.genuine}</strong>
      </p>
      <p>{t.genuineText}</p>
      <dl className="verify-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
