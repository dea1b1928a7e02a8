// Built assets: Vite's hashed chunks and images requested at their current content version (`?v=<hash>`, decision
// 0015) are cached for a year; the same files unversioned or at another version briefly. Precompressed variants
// are preferred.
import { relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { versionOf, type AssetVersions } from '../../../shared/asset-url.ts';

export interface StaticFilesOptions {
  root: string;
  /** The content version of each file under root copied from public/ (server/http/asset-versions.ts). */
  versions: AssetVersions;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned URL: old pages, outside links, link previews. A replaced file reaches them within a day. */
const UNVERSIONED = 'public, max-age=86400';
/**
 * A version that is not this file's: a page from another build (during a rolling deploy, a newer one). Caches
 * keep nothing unchecked, so the right bytes arrive as soon as this server has them; the ETag makes it cheap.
 */
const OTHER_VERSION = 'no-cache';

function requestedVersion(request: FastifyRequest): string | undefined {
  const v = (request.query as Record<string, unknown> | undefined)?.v;
  return typeof v === 'string' ? v : undefined;
}

export const staticFilesPlugin = fp<StaticFilesOptions>(async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false, // one route per file; the page renderer owns every other path
    preCompressed: true,
    // The .br and .gz twins are chosen by preCompressed from the plain file's route; a route of their own each
    // would double the route table (396 of 747 files) and the start-up time spent building it.
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (path) => !path.startsWith('/.vite/'),
    setHeaders(reply, path) {
      const file = relative(opts.root, path)
        .split(sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      let policy: string;
      if (file.startsWith('static/')) policy = IMMUTABLE;
      else {
        const asked = requestedVersion(reply.request);
        if (asked === undefined) policy = UNVERSIONED;
        else policy = asked === versionOf(opts.versions, file) ? IMMUTABLE : OTHER_VERSION;
      }
      reply.header('cache-control', policy);
    },
  });
});
