// Where the server-render code comes from: the production build (dist/) or, in development, Vite's dev server.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig, SsrModule } from '../../shared/ssr-contract.ts';
import { pageAssets, readManifest } from './manifest.ts';

/** The configuration handed to the render: the shared contract's ClientConfig. */
export type ClientConfigView = ClientConfig;
export type { SsrModule };

export interface PageResources {
  styles: string[];
  preloads: string[];
  entryScripts: string[];
  devHead?: (nonce: string) => string;
}

export interface Renderer {
  /** Whether rendered static pages may be kept (false in development, where code changes under us). */
  readonly cacheable: boolean;
  load(): Promise<SsrModule>;
  resources(pageSource: string): PageResources;
  close(): Promise<void>;
}

const ENTRY = 'client/entry-client.tsx';

export async function productionRenderer(distDir: string): Promise<Renderer> {
  const mod = (await import(
    pathToFileURL(join(distDir, 'ssr', 'entry-server.js')).href
  )) as SsrModule;
  const manifest = readManifest(join(distDir, 'client', '.vite', 'manifest.json'));
  const memo = new Map<string, PageResources>();
  return {
    cacheable: true,
    load: async () => mod,
    resources(pageSource) {
      let r = memo.get(pageSource);
      if (!r) {
        const assets = pageAssets(manifest, ENTRY, pageSource);
        r = {
          styles: assets.styles,
          preloads: assets.scripts.filter((s) => s !== assets.entry),
          entryScripts: [assets.entry],
        };
        memo.set(pageSource, r);
      }
      return r;
    },
    close: async () => undefined,
  };
}

const reactRefreshPreamble = [
  'import RefreshRuntime from "/@react-refresh";',
  'RefreshRuntime.injectIntoGlobalHook(window);',
  'window.$RefreshReg$ = () => {};',
  'window.$RefreshSig$ = () => (type) => type;',
  'window.__vite_plugin_react_preamble_installed__ = true;',
].join('');

export interface DevelopmentOptions {
  /** false: no hot reload, so no WebSocket server on Vite's port 24678 (tests, or a second dev instance). */
  hmr?: boolean;
  /** Where Vite keeps its pre-bundled dependencies (node_modules/.vite by default). */
  cacheDir?: string;
}

export async function developmentRenderer(
  app: FastifyInstance,
  root: string,
  options: DevelopmentOptions = {},
): Promise<Renderer> {
  const { createServer } = await import('vite');
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root,
    cacheDir: options.cacheDir,
    server: { middlewareMode: true, ...(options.hmr === false ? { ws: false } : {}) },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  return {
    cacheable: false,
    load: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<SsrModule>,
    resources: () => ({
      styles: ['/client/styles/global.css'],
      preloads: [],
      entryScripts: ['/@vite/client', `/${ENTRY}`],
      devHead: (nonce) => `<script type="module" nonce="${nonce}">${reactRefreshPreamble}</script>`,
    }),
    close: () => vite.close(),
  };
}
