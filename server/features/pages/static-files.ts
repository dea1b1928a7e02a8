// Built assets: Vite's hashed chunks and images requested at their current content version (`?v=<hash>`, decision
// 0015) are cached for a year; the same files unversioned or at another version briefly. Precompressed variants
// are preferred.
//
// The files are listed once at start, and each folder at the root of the build (static/, assets/) is one route that
// matches only a listed file (decision 0167): a router constraint looks the path up, so any other path under it
// falls to the page renderer's /* (a rendered 404, rate-limited like any page), as it did when every file had a
// route of its own. 396 files took two routes each (GET and HEAD): building them was a tenth of a fleet
// instance's start.
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
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

/**
 * Every file under `root` by its URL path ('/static/index-abc.js'), as the router served them before: no dotfiles
 * or dot folders (.vite/, the manifests), no precompressed twins (.br, .gz: chosen by Accept-Encoding from their
 * original's path, never asked for by name).
 */
export function builtFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const path = relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep);
    if (path.some((segment) => segment.startsWith('.'))) continue;
    files.add(`/${path.join('/')}`);
  }
  return files;
}

/**
 * The path a request names, spelled as the router matches it: no query, doubled slashes as one (the server's
 * `ignoreDuplicateSlashes`), percent-escapes decoded except those of separators (decodeURI), so /static/%61.js is
 * /static/a.js and /static%2Fa.js is not.
 */
export function requestedFile(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/');
  if (path.includes('%'))
    try {
      path = decodeURI(path);
    } catch {
      // malformed escapes name no file
    }
  return path;
}

/** The router constraint of the folder routes: whether the request names a built file. */
const BUILT_FILE = 'builtFile';

function addBuiltFileConstraint(app: FastifyInstance, files: Set<string>) {
  app.addConstraintStrategy({
    name: BUILT_FILE,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request: { url?: string }) =>
      files.has(requestedFile(request.url ?? '/')) ? 'yes' : 'no',
    // Routes without the constraint (the pages, the API) match whatever it derives.
    mustMatchWhenDerived: false,
  });
}

export const staticFilesPlugin = fp<StaticFilesOptions>(async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    serve: false, // routes of our own below; the plugin gives reply.sendFile
    preCompressed: true,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
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

  const files = builtFiles(opts.root);
  addBuiltFileConstraint(app, files);
  const serve = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.sendFile(requestedFile(request.url));
  const routeOptions: Omit<RouteOptions, 'url'> = {
    method: ['HEAD', 'GET'],
    handler: serve,
    // As @fastify/static's own routes: a download the client abandoned ends its socket instead of an answer.
    errorHandler(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
      if (error?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        request.raw.destroy();
        return;
      }
      return app.errorHandler(error, request, reply);
    },
  };
  // A folder at the root is one route for all its files; a file at the root (the favicon) a route of its own.
  const folders = new Set<string>();
  for (const file of files) {
    const slash = file.indexOf('/', 1);
    if (slash === -1) app.route({ ...routeOptions, url: file });
    else folders.add(file.slice(0, slash));
  }
  for (const folder of folders)
    app.route({ ...routeOptions, url: `${folder}/*`, constraints: { [BUILT_FILE]: 'yes' } });
});
