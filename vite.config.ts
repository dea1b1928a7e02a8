// Vite builds the browser bundle (dist/client, with a manifest the server reads) and the server-render entry (dist/ssr).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { policyDocuments } from './scripts/policies/vite-plugin.ts';
import { upiQrPlugin } from './scripts/upi-qr-plugin.ts';
import { assetVersionsPlugin } from './scripts/asset-versions-plugin.ts';

const PUBLIC_DIR = 'public';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), policyDocuments(), upiQrPlugin(), assetVersionsPlugin(PUBLIC_DIR)],
  // public/ is served from dist/client; the server-render build has no use for a second copy of it.
  publicDir: isSsrBuild ? false : PUBLIC_DIR,
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
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry-client.tsx',
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'ui',
              test: /client\/(components\/(Icon|Reveal|Section|IconCard|ResponsiveImage)\.tsx|hooks\/(useReducedMotion|useInView)\.ts)|shared\/format\.ts/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Packages that import their own CSS must be bundled for Node, which cannot import .css.
    noExternal: ['swiper', 'yet-another-react-lightbox'],
  },
}));
