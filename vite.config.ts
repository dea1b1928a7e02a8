// Vite builds the browser bundle (dist/client, with a manifest the server reads) and the server-render entry (dist/ssr).
// `--mode hi` is the Hindi build (decision 0047): every module with a `.hi` sibling resolves to it; its browser files
// go beside the English ones in dist/client (same content, same hashed name) under their own manifest.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { policyDocuments } from './scripts/policies/vite-plugin.ts';
import { upiQrPlugin } from './scripts/upi-qr-plugin.ts';
import { assetVersionsPlugin } from './scripts/asset-versions-plugin.ts';
import { localeSiblings } from './scripts/locale-siblings-plugin.ts';
import { routerPureAnnotations } from './scripts/router-pure-plugin.ts';

const PUBLIC_DIR = 'public';

/** The languages built besides English, by Vite mode. */
const LOCALES = ['hi'];

export default defineConfig(({ isSsrBuild, mode }) => {
  const locale = LOCALES.includes(mode) ? mode : undefined;
  return {
    plugins: [
      localeSiblings(locale),
      react(),
      policyDocuments(),
      upiQrPlugin(),
      assetVersionsPlugin(PUBLIC_DIR),
      routerPureAnnotations(),
    ],
    // public/ is served from dist/client; the server-render build and the second language have no use for a copy.
    publicDir: isSsrBuild || locale ? false : PUBLIC_DIR,
    // In the browser, `zod` is zod with its eval-based JIT off, so our CSP (no eval) is never tripped by its probe.
    resolve: {
      alias: isSsrBuild
        ? []
        : [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('client/zod-browser.ts', import.meta.url)),
            },
          ],
    },
    build: {
      outDir: 'dist/client',
      assetsDir: 'static',
      manifest: locale ? `.vite/manifest.${locale}.json` : true,
      // scripts/build.mjs empties dist/ once, then builds both languages into dist/client side by side.
      emptyOutDir: false,
      target: 'es2022',
      rollupOptions: {
        // The boot script starts the entry once the page has painted (decision 0135): a second entry, with no imports.
        input: ['client/entry-client.tsx', 'client/boot.ts'],
        // The server entry imports the route meta table (client/route-meta.ts) that the browser imports on its
        // first navigation: one bundle for Node, where a separate chunk would buy nothing (decision 0119).
        checks: { ineffectiveDynamicImport: !isSsrBuild },
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'ui',
                test: /client\/(read-back\.ts|components\/(Icon|Reveal|Section|IconCard|ResponsiveImage)\.tsx|hooks\/(useReducedMotion|useInView)\.ts)|shared\/(format|site-identity)\.ts/,
                minShareCount: 2,
              },
              // The loan arithmetic and the terms it reads: every page that loads one loads the other (/, Apply,
              // the KFS, the FAQs), so one chunk instead of two: -220 B on those, the preload map's name less on
              // every other page (decision 0130).
              { name: 'calculator', test: /shared\/(calculator|product-terms|apr)\.ts$/ },
            ],
          },
        },
      },
    },
    ssr: {
      // Packages that import their own CSS must be bundled for Node, which cannot import .css.
      noExternal: ['swiper', 'yet-another-react-lightbox'],
    },
  };
});
