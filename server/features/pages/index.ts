// The pages feature: every page of the site rendered on the server (cached where it can be), the built browser
// files, robots.txt and the sitemap. Registered last: it reads the page data the other features named.
import fp from 'fastify-plugin';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Services } from '../../upstreams/services.ts';
import { showsSandbox } from '../../upstreams/plugin.ts';
import { SANDBOX_SMS_PATH } from '../../upstreams/sandbox/sms-page.ts';
import { projectRoot } from '../../paths.ts';
import { site } from '../../../shared/site.ts';
import type { AssetVersions } from '../../../shared/asset-url.ts';
import {
  developmentRenderer,
  productionRenderer,
  type DevelopmentOptions,
  type Renderer,
} from './renderer.ts';
import { staticFilesPlugin } from './static-files.ts';
import { seoRoutes } from './seo-routes.ts';
import { ssrPlugin } from './ssr-plugin.ts';
import { lendingPartnerRoutes } from './lending-partner-routes.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { needsScriptWords } from '../../../shared/code-step-words.ts';

export interface PagesOptions {
  config: Config;
  services: Services;
  /** 'development' serves through Vite with hot reload; 'production' reads the build in distDir. */
  mode: 'development' | 'production';
  distDir: string;
  development?: DevelopmentOptions;
  assetVersions: AssetVersions;
}

export const pagesFeature = fp<PagesOptions>(
  async (app, { config, services, mode, distDir, development, assetVersions }) => {
    const renderer: Renderer =
      mode === 'development'
        ? await developmentRenderer(app, projectRoot, development)
        : await productionRenderer(distDir);
    app.addHook('onClose', () => renderer.close());
    if (mode === 'production')
      await app.register(staticFilesPlugin, {
        root: join(distDir, 'client'),
        versions: assetVersions,
      });

    await app.register(seoRoutes, { renderer, publicBaseUrl: config.publicBaseUrl });
    // The lending-partner register from the deployment's file (issue 45): in its page, and as JSON for a page the
    // browser's router reached.
    const { register } = config.lendingPartners;
    await app.register(lendingPartnerRoutes, { register });
    app.pageData.set('/lending-partners', async () => register);
    await app.register(ssrPlugin, {
      renderer,
      siteName: site.brand,
      assetVersions,
      // Without script the one-time-code step, the PAN check and video KYC cannot run: these pages say so, with our
      // phone and hours (issue 41).
      bodyStart: (path, locale) => {
        const words = needsScriptWords(path, locale);
        return words
          ? `<noscript><div class="container"><p class="alert alert-info code-step-no-script" role="note">${escapeHtml(words)}</p></div></noscript>`
          : undefined;
      },
      clientConfig: {
        assetBaseUrl: config.assetBaseUrl,
        publicBaseUrl: config.publicBaseUrl,
        sandbox: showsSandbox(config, services),
        sandboxSmsPath: showsSandbox(config, services) ? SANDBOX_SMS_PATH : undefined,
      },
    });
  },
  { name: 'pages', dependencies: ['http'] },
);
