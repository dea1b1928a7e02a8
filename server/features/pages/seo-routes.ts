// /sitemap.xml from the route table (blog posts included) and /robots.txt pointing to it.
import type { FastifyPluginAsync } from 'fastify';
import type { Renderer } from './renderer.ts';
import { localeCodes, localePath, locales, type LocaleCode } from '../../../shared/locales.ts';

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
    // Each page once per language, each entry naming the page in every language (hreflang, as the pages do).
    const url = (code: LocaleCode, p: string) =>
      xmlEscape(opts.publicBaseUrl + localePath(code, p));
    const alternates = (p: string) =>
      [
        ...localeCodes.map(
          (code) =>
            `<xhtml:link rel="alternate" hreflang="${locales[code].htmlLang}" href="${url(code, p)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en', p)}"/>`,
      ].join('');
    const urls = localeCodes
      .flatMap((code) => paths.map((p) => `<url><loc>${url(code, p)}</loc>${alternates(p)}</url>`))
      .join('');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`,
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
          'Disallow: /hi/video-kyc',
          'Disallow: /hi/getpanverify',
          `Sitemap: ${opts.publicBaseUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};
