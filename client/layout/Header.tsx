// The site header: logo, main navigation (a disclosure menu on small screens) and the Apply Now call to action.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PreloadLink } from './PreloadLink.tsx';
import { mainNav } from './navigation.ts';
import { siteIdentity } from '../../shared/site-identity.ts';
import { useAsset } from '../client-config.tsx';
import { layoutStrings as t } from './strings.ts';
import { buildLocale } from '../locale.ts';
import { LANGUAGE_COOKIE, localePath, locales } from '../../shared/locales.ts';

/** The other language of this two-language site: the switch leads there. */
const other = locales[buildLocale.code === 'en' ? 'hi' : 'en'];

/**
 * Remembers the reader's choice for a year (the server sets the same cookie when the page is fetched without
 * script), and carries the query as it is now: the calculator writes its figures into the address as they move.
 */
function switchLanguage(event: React.MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.search = window.location.search;
  document.cookie = `${LANGUAGE_COOKIE}=${other.code}; path=/; max-age=31536000; samesite=lax`;
}

export function Header() {
  const asset = useAsset();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <PreloadLink to="/" className="brand" aria-label={t.brandHome}>
          <img src={asset('img/logo.svg')} alt={siteIdentity.brand} width={150} height={34} />
        </PreloadLink>
        {/* A plain link, not the router's: the other language is another build, loaded afresh. */}
        <a
          className="lang-switch"
          href={localePath(other.code, location.pathname) + location.search}
          hrefLang={other.htmlLang}
          lang={other.htmlLang}
          onClick={switchLanguage}
        >
          {other.name}
        </a>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="nav-toggle-bar" aria-hidden="true" />
          <span className="visually-hidden">{open ? t.closeMenu : t.openMenu}</span>
        </button>
        <nav id="main-nav" className={open ? 'main-nav open' : 'main-nav'} aria-label={t.mainNav}>
          <ul>
            {mainNav.map((item) => (
              <li key={item.to}>
                <PreloadLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </PreloadLink>
              </li>
            ))}
          </ul>
          <PreloadLink to="/apply-now" className="btn btn-primary header-cta">
            {t.applyNow}
          </PreloadLink>
        </nav>
      </div>
    </header>
  );
}
