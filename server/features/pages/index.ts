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
    await app.register(ssrPlugin, {
      renderer,
      siteName: site.brand,
      assetVersions,
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
