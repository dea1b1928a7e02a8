// The site header: logo, main navigation (a disclosure menu on small screens) and the Apply Now call to action.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PreloadLink } from './PreloadLink.tsx';
import { mainNav } from './navigation.ts';
import { site } from '../../shared/site.ts';
import { useAsset } from '../client-config.tsx';
import { layoutStrings as t } from './strings.ts';

export function Header() {
  const asset = useAsset();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <PreloadLink to="/" className="brand" aria-label={t.brandHome}>
          <img src={asset('img/logo.svg')} alt={site.brand} width={150} height={34} />
        </PreloadLink>
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
