// The baselines the bench measures the site against, each the least a server could do for the same answer, run
// as a child process like the site: `node tests/bench/bare.mjs <kind>`; it sends its port over IPC.
//   bytes   a bare Fastify: GET /bytes/<name> answers files the bench wrote (the site's own bytes) from memory;
//           GET /floor/<name> the same bytes with only the work every answer of ours must do (see floorRoute)
//   render  a bare Fastify: GET /* answers renderToString of the site's own React tree for that URL, with the work
//           every answer of ours must do (issue 47): compressed as the site compresses (brotli 4 or gzip, from
//           1 kB, @fastify/compress), and the site's headers with a fresh CSP nonce and request id
//   sink    a bare Node server: every request's body read and discarded, then 201
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const kind = process.argv[2];
// React's development build renders 2.3 times slower than its production build (issue 47): a baseline that is not
// in production mode measures something the site never runs, so it refuses to start.
if (process.env.NODE_ENV !== 'production') {
  console.error(`bare.mjs ${kind}: NODE_ENV must be 'production' (it is ${process.env.NODE_ENV})`);
  process.exit(2);
}
const listening = (port) => process.send?.(port);

if (kind === 'sink') {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  }).listen(0, '127.0.0.1', () => listening(server.address().port));
} else {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  if (kind === 'bytes') {
    const { default: pino } = await import('pino');
    // The floor's nonces come from the site's own pool (the cheapest way we know), in the build the bench runs.
    const { nextNonce } = await import(
      pathToFileURL(resolve('dist/node/server/http/security.js')).href
    );
    const log = pino.destination({ dest: '/dev/null', sync: false, minLength: 4096 });
    // BENCH_BYTES: a JSON list of { name, file, type, encoding, headers? } the bench wrote before starting this
    // process; `headers` (the site's own, as it sent them) makes the answer the same bytes on the wire, headers too.
    for (const b of JSON.parse(process.env.BENCH_BYTES ?? '[]')) {
      const body = readFileSync(b.file);
      app.get(`/bytes/${b.name}`, (_request, reply) => {
        if (b.headers) reply.headers(b.headers);
        reply.type(b.type);
        if (b.encoding) reply.header('content-encoding', b.encoding);
        return reply.send(body);
      });
      if (b.headers) floorRoute(app, b, body, { log, nextNonce });
    }
  } else if (kind === 'render') {
    const { renderToString } = await import('react-dom/server');
    const { default: compress } = await import('@fastify/compress');
    const zlib = await import('node:zlib');
    const { nextNonce } = await import(
      pathToFileURL(resolve('dist/node/server/http/security.js')).href
    );
    const entry = resolve('dist/ssr/entry-server.js');
    const mod = await import(pathToFileURL(entry).href);
    for (const r of mod.routes) await r.page.preload();
    const config = JSON.parse(process.env.BENCH_CLIENT_CONFIG ?? '{}');
    // The site's own options (server/http/index.ts).
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // BENCH_HEADERS: the headers the site sent with a per-request page, less those that describe the body.
    const fixed = [];
    let csp;
    for (const [name, value] of Object.entries(JSON.parse(process.env.BENCH_HEADERS ?? '{}'))) {
      if (name === 'content-security-policy') csp = value.split(/nonce-[^']*/);
      else if (!['x-request-id', 'content-encoding', 'vary', 'content-type'].includes(name))
        fixed.push([name, value]);
    }
    app.get('/*', (request, reply) => {
      for (const [name, value] of fixed) reply.header(name, value);
      reply.header('x-request-id', randomUUID());
      if (csp) reply.header('content-security-policy', csp.join(`nonce-${nextNonce()}`));
      reply.type('text/html; charset=utf-8');
      return reply.send(renderToString(mod.appTree(request.url, { config })));
    });
  } else {
    throw new Error(`unknown baseline ${kind}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  listening(app.server.address().port);
}

/**
 * The floor: the least any server could do for this answer and still do what every answer of ours must (DESIGN
 * section 9 and issue 20): the same headers, with a CSP nonce and a request id made fresh for each answer, and one
 * access-log line per answer written to an asynchronous destination (`log`). Each piece done the cheapest way we
 * know: the site's pooled nonces, Node's buffered randomUUID, the header list written as it is, the log lines
 * buffered by sonic-boom (4 KB at a time) to /dev/null. No hooks, no rate limit, no metrics.
 */
function floorRoute(app, b, body, { log, nextNonce }) {
  const fixed = [];
  let csp;
  for (const [name, value] of Object.entries(b.headers)) {
    if (name === 'content-security-policy') csp = value.split(/nonce-[^']*/);
    else if (name !== 'x-request-id') fixed.push(name, value);
  }
  fixed.push('content-length', String(body.length));
  app.get(`/floor/${b.name}`, (request, reply) => {
    const id = randomUUID();
    const headers = [...fixed, 'x-request-id', id];
    if (csp) headers.push('content-security-policy', csp.join(`nonce-${nextNonce()}`));
    reply.hijack();
    reply.raw.writeHead(200, headers);
    reply.raw.end(body);
    const url = request.url;
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    log.write(
      `{"level":"info","time":${Date.now()},"reqId":"${id}","method":"GET","route":"/floor","path":${JSON.stringify(path)},"status":200,"msg":"request completed"}\n`,
    );
  });
}
