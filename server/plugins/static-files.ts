// Built assets: hashed chunks cached for a year, images and icons for a day, precompressed variants preferred.
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

export const staticFilesPlugin = fp<{ root: string }>(async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false, // one route per file; the page renderer owns every other path
    preCompressed: true,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (path) => !path.startsWith('/.vite/'),
    setHeaders(reply, path) {
      const hashed = path.includes('/static/');
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });
});
