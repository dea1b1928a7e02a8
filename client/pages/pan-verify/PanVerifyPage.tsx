// PAN Verification (/getpanverify?refstr=): one required PAN field; the lending API's answer, sanitized on
// the server, appears in an info box.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { InvalidLink, LinkGatedPage } from '../../components/LinkGatedPage.tsx';
import { useAsset } from '../../client-config.tsx';
import { panVerify } from '../../content/kyc.ts';
import { PanForm } from './PanForm.tsx';
import './pan-verify.css';
import { panPageCopy as copy } from './strings.ts';

/** Base64 (either alphabet) or the signed `<id>.<signature>` form; the server decides the rest. */
const REFSTR_SHAPE = /^[A-Za-z0-9+/_-]+={0,2}(\.[A-Za-z0-9_-]+)?$/;

type LinkState = { status: 'reading' } | { status: 'ok'; refstr: string } | { status: 'invalid' };

export default function PanVerifyPage() {
  const asset = useAsset();
  const { search } = useLocation();
  // The page's HTML is the same for everyone (cached), so the refstr is read after hydration.
  const [link, setLink] = useState<LinkState>({ status: 'reading' });
  useEffect(() => {
    const refstr = new URLSearchParams(search).get('refstr')?.trim() ?? '';
    setLink(REFSTR_SHAPE.test(refstr) ? { status: 'ok', refstr } : { status: 'invalid' });
  }, [search]);

  return (
    <LinkGatedPage
      title={copy.title}
      intro={panVerify.intro}
      area="pan"
      problem={link.status === 'invalid' ? <InvalidLink /> : undefined}
      aside={
        <aside className="pan-aside" aria-label={copy.asideLabel}>
          <img
            className="pan-illustration"
            src={asset('img/kyc/pan-card.svg')}
            width={428}
            height={270}
            alt={copy.illustrationAlt}
          />
          <ul className="pan-notes">
            {panVerify.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      }
    >
      {link.status === 'ok' ? (
        <PanForm refstr={link.refstr} onInvalidLink={() => setLink({ status: 'invalid' })} />
      ) : (
        <>
          <div className="card pan-card" aria-busy="true">
            <p className="pan-hint">{copy.loading}</p>
          </div>
          {/* Without script the link is never read here: this form posts to the page's own address, refstr and
              all, and the server answers with the result in a page (server/features/kyc/pan-no-script.ts). */}
          <noscript>
            <form className="card pan-card" method="post">
              <h2>{panVerify.formTitle}</h2>
              <div className="field">
                <label htmlFor="pan-no-script">{copy.label}</label>
                <input
                  id="pan-no-script"
                  name="pan"
                  className="pan-input"
                  maxLength={10}
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="ABCPE1234F"
                />
                <p className="pan-hint">{panVerify.hint}</p>
              </div>
              <button type="submit" className="btn btn-primary pan-submit">
                {copy.verify}
              </button>
            </form>
          </noscript>
        </>
      )}
    </LinkGatedPage>
  );
}
