// The frame around every page: skip link, sandbox ribbon, header, main, footer (and the campaign-tag keeper).
import type { ReactNode } from 'react';
import { Header } from './Header.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SandboxRibbon } from './SandboxRibbon.tsx';
import { UtmKeeper } from './UtmKeeper.tsx';
import { layoutStrings as t } from './strings.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <UtmKeeper />
      <SandboxRibbon />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
