// The baselines the bench measures the site against, each the least a server could do for the same answer, run
// as a child process like the site: `node tests/bench/bare.mjs <kind>`; it sends its port over IPC.
//   bytes   a bare Fastify: GET /bytes/<name> answers files the bench wrote (the site's own bytes) from memory
//   render  a bare Fastify: GET /* answers renderToString of the site's own React tree for that URL, nothing else
//   sink    a bare Node server: every request's body read and discarded, then 201
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const kind = process.argv[2];
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
    }
  } else if (kind === 'render') {
    const { renderToString } = await import('react-dom/server');
    const entry = resolve('dist/ssr/entry-server.js');
    const mod = await import(pathToFileURL(entry).href);
    for (const r of mod.routes) await r.page.preload();
    const config = JSON.parse(process.env.BENCH_CLIENT_CONFIG ?? '{}');
    app.get('/*', (request, reply) => {
      reply.type('text/html; charset=utf-8');
      return reply.send(renderToString(mod.appTree(request.url, { config })));
    });
  } else {
    throw new Error(`unknown baseline ${kind}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  listening(app.server.address().port);
}
