// /sitemap.xml from the route table (blog posts included) and /robots.txt pointing to it.
import type { FastifyPluginAsync } from 'fastify';
import type { Renderer } from '../ssr/renderer.ts';

export interface SeoOptions {
  renderer: Renderer;
  publicBaseUrl: string;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, opts) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const { routes } = await opts.renderer.load();
    const paths = routes.flatMap((r) => {
      if (r.sitemap === false || r.path === '*') return [];
      if (r.sitemap) return [...r.sitemap];
      return r.path.includes(':') ? [] : [r.path];
    });
    const urls = paths
      .map((p) => `<url><loc>${xmlEscape(opts.publicBaseUrl + p)}</loc></url>`)
      .join('');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /payments/',
          'Disallow: /video-kyc',
          'Disallow: /getpanverify',
          `Sitemap: ${opts.publicBaseUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};
