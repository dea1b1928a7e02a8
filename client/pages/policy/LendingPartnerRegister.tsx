// The register of our digital lending apps and lending service providers on /lending-partners: rows from the file
// the deployment supplies (LENDING_PARTNERS_FILE), written into the page by the server, or read from
// GET /api/lending-partners when the browser's router brought the visitor here (issue 45).
import { useEffect, useRef, useState } from 'react';
import { useTableOverflowCue } from '../../components/policy/PolicyBody.tsx';
import { usePageData } from '../../page-data.tsx';
import type { PageDataSchema } from '../../lazy-page.tsx';
import { site } from '../../../shared/site.ts';
import type {
  LendingPartner,
  LendingPartnerRegister as Register,
} from '../../../shared/schemas/lending-partners.ts';
import { registerReader } from './register-reader.ts';
import { registerStrings as t } from './register-strings.ts';

/**
 * The register the server wrote into the page, read before the page hydrates with the same check as the shared
 * schema, written without zod (register-reader.ts), so zod stays off this page's first visit (issue 47).
 */
export const pageDataSchema: PageDataSchema = () => Promise.resolve(registerReader);

function useRegister(): Register | 'loading' | 'failed' {
  const given = usePageData<Register>();
  const [fetched, setFetched] = useState<Register | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (given) return;
    let live = true;
    void fetch('/api/lending-partners', { headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const parsed = registerReader.safeParse(await res.json());
        if (!parsed.success) throw new Error('malformed register');
        if (live) setFetched(parsed.data);
      })
      .catch(() => live && setFetched('failed'));
    return () => {
      live = false;
    };
  }, [given]);
  return given ?? fetched;
}

const href = (website: string) => (/^https?:\/\//.test(website) ? website : `https://${website}`);

function PartnerRow({ partner }: { partner: LendingPartner }) {
  const g = partner.grievanceOfficer;
  return (
    <tr>
      <td>
        {partner.name} {partner.sample ? <em>{t.sample}</em> : null}
        {partner.app ? (
          <>
            <br />
            {t.app(partner.app)}
          </>
        ) : null}
      </td>
      <td>{partner.kind}</td>
      <td>{partner.role[t.language]}</td>
      <td>
        <a href={href(partner.website)} rel="noopener noreferrer" target="_blank">
          {partner.website}
        </a>
      </td>
      <td>
        {g.name}, <a href={`mailto:${g.email}`}>{g.email}</a>, {g.phone}
      </td>
      <td>{partner.status[t.language]}</td>
    </tr>
  );
}

export default function LendingPartnerRegister() {
  const register = useRegister();
  const ref = useRef<HTMLElement>(null);
  // The same scroll cue as the document's tables when the register is wider than the screen.
  useTableOverflowCue(ref, register);
  if (register === 'loading') return <p>{t.loading}</p>;
  if (register === 'failed') return <p className="alert alert-danger">{t.failed}</p>;
  const g = site.grievanceOfficer;
  const samples = register.partners.some((p) => p.sample);
  return (
    // policy-content: the register reads as the document's own tables do (no data-policy: not the document body).
    <section
      ref={ref}
      className="lending-register policy-content"
      aria-labelledby="register-heading"
    >
      <h2 id="register-heading">{t.heading}</h2>
      {samples ? <p className="alert alert-warning">{t.samplesNote}</p> : null}
      <div className="table-scroll" role="region" aria-labelledby="register-caption" tabIndex={0}>
        <table>
          <caption id="register-caption">{t.caption}</caption>
          <thead>
            <tr>
              {t.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t.ownPlatform(site.brand, register.ownApp)}</td>
              <td>DLA</td>
              <td>{t.ownRole}</td>
              <td>{t.thisWebsite}</td>
              <td>
                {g.name}, <a href={`mailto:${g.email}`}>{g.email}</a>, {g.phone}
              </td>
              <td>{t.active}</td>
            </tr>
            {register.partners.map((p) => (
              <PartnerRow key={`${p.kind}-${p.name}`} partner={p} />
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href={site.rbiDlaDirectory} rel="noopener noreferrer" target="_blank">
          {t.directory}
        </a>
      </p>
    </section>
  );
}
