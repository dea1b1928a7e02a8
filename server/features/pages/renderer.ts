// Where the server-render code comes from: the production build (dist/) or, in development, Vite's dev server.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ClientConfig, SsrModule } from '../../../shared/ssr-contract.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { pageAssets, readManifest, type Manifest } from './manifest.ts';

/** The configuration handed to the render: the shared contract's ClientConfig. */
export type ClientConfigView = ClientConfig;
export type { SsrModule };

export interface PageResources {
  styles: string[];
  /** The chunks the page's entry imports, asked for together with it. */
  preloads: string[];
  entryScripts: string[];
  /**
   * The boot script (production): it starts `entryScripts` and `preloads` once the page has painted (decision
   * 0135). Without one (development), the entry scripts are plain module scripts, run as soon as they arrive.
   */
  boot?: string;
  devHead?: (nonce: string) => string;
}

export interface Renderer {
  /** Whether rendered static pages may be kept (false in development, where code changes under us). */
  readonly cacheable: boolean;
  /** The server-render entry of a language's build (English when not named). */
  load(locale?: LocaleCode): Promise<SsrModule>;
  resources(pageSource: string, locale?: LocaleCode): PageResources;
  close(): Promise<void>;
}

const ENTRY = 'client/entry-client.tsx';
const BOOT = 'client/boot.ts';

/** Each language's build (decision 0047): its server-render entry and its browser bundle's manifest. */
const builds: Record<LocaleCode, { ssr: string; manifest: string }> = {
  en: { ssr: 'ssr', manifest: 'manifest.json' },
  hi: { ssr: 'ssr-hi', manifest: 'manifest.hi.json' },
};

export async function productionRenderer(distDir: string): Promise<Renderer> {
  const loaded = {} as Record<LocaleCode, { mod: SsrModule; manifest: Manifest; boot: string }>;
  for (const [locale, build] of Object.entries(builds) as [LocaleCode, typeof builds.en][]) {
    const mod = (await import(
      pathToFileURL(join(distDir, build.ssr, 'entry-server.js')).href
    )) as SsrModule;
    await mod.loadLazyParts();
    const manifest = readManifest(join(distDir, 'client', '.vite', build.manifest));
    // Every page of the language starts with it: a build without one fails the start, not a first visit.
    const boot = manifest[BOOT];
    if (!boot) throw new Error(`The build manifest has no entry ${BOOT}`);
    loaded[locale] = { mod, manifest, boot: `/${boot.file}` };
  }
  const memo = new Map<string, PageResources>();
  return {
    cacheable: true,
    load: async (locale = 'en') => loaded[locale].mod,
    resources(pageSource, locale = 'en') {
      const key = `${locale}:${pageSource}`;
      let r = memo.get(key);
      if (!r) {
        const assets = pageAssets(
          loaded[locale].manifest,
          ENTRY,
          pageSource,
          locale === 'en' ? undefined : locale,
        );
        r = {
          styles: assets.styles,
          preloads: assets.scripts.filter((s) => s !== assets.entry),
          entryScripts: [assets.entry],
          boot: loaded[locale].boot,
        };
        memo.set(key, r);
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
  type ViteDevServer = Awaited<ReturnType<typeof createServer>>;
  const middie = (await import('@fastify/middie')).default;
  const vite = await createServer({
    root,
    cacheDir: options.cacheDir,
    server: { middlewareMode: true, ...(options.hmr === false ? { ws: false } : {}) },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  // Hindi in development (decision 0047): a second Vite server in Hindi mode, started on the first /hi request,
  // renders the pages on the server only. The browser modules one dev server serves are English, so /hi pages
  // are sent without the client script (no hydration; links and forms work as they do without script).
  let hindi: Promise<ViteDevServer> | undefined;
  const hindiServer = () =>
    (hindi ??= createServer({
      root,
      mode: 'hi',
      cacheDir: options.cacheDir,
      server: { middlewareMode: true, ws: false, hmr: false },
      appType: 'custom',
    }));
  return {
    cacheable: false,
    load: async (locale = 'en') => {
      const mod = (await (locale === 'en' ? vite : await hindiServer()).ssrLoadModule(
        '/client/entry-server.tsx',
      )) as SsrModule;
      await mod.loadLazyParts();
      return mod;
    },
    resources: (_pageSource, locale = 'en') =>
      locale === 'en'
        ? {
            styles: ['/client/styles/global.css'],
            preloads: [],
            entryScripts: ['/@vite/client', `/${ENTRY}`],
            devHead: (nonce) =>
              `<script type="module" nonce="${nonce}">${reactRefreshPreamble}</script>`,
          }
        : { styles: ['/client/styles/global.css'], preloads: [], entryScripts: [] },
    close: async () => {
      await vite.close();
      if (hindi) await (await hindi).close();
    },
  };
}
