// The shutdown's last wait (main.ts): after app.close(), exactly until every response in flight has run its
// onResponse hooks (its access-log line written), bounded by the request deadline. Driven by events: a gate the
// test opens, a connection the test cuts; nothing here waits for time to pass.
import t from 'tap';
import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { once } from 'node:events';
import { accessLogPlugin } from '../../server/http/access-log.ts';
import { shutdownPlugin } from '../../server/http/shutdown.ts';

interface Started {
  app: FastifyInstance;
  port: number;
  logs: Array<{ msg: string; path?: string }>;
  /** Resolves when a request's slow onResponse hook (before the access log) has started. */
  slowHookStarted: Promise<void>;
  /** Lets that hook finish. */
  release: () => void;
}

async function start(requestDeadlineMs: number): Promise<Started> {
  const logs: Started['logs'] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const slowHookStarted = new Promise<void>((resolve) => (started = resolve));
  // Before the access log, as a slow hook (an upload's lingering close) would hold the line back.
  app.addHook('onResponse', async (request) => {
    if (request.url !== '/slow') return;
    started();
    await gate;
  });
  await app.register(accessLogPlugin);
  await app.register(shutdownPlugin, { requestDeadlineMs });
  app.get('/slow', async () => 'answered');
  app.post('/upload', async () => 'never answered: the client leaves first');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return { app, port, logs, slowHookStarted, release };
}

t.test('it resolves exactly when the last access-log line is written, not before', async (t) => {
  const s = await start(10 * 60_000);
  t.teardown(() => s.app.close());
  const answer = await fetch(`http://127.0.0.1:${s.port}/slow`);
  t.equal(await answer.text(), 'answered');
  await s.slowHookStarted;
  await s.app.close();
  t.notOk(
    s.logs.some((l) => l.path === '/slow'),
    'the server is closed while the line is still held back',
  );
  let logged = false;
  const waiting = s.app.responsesLogged().then(() => (logged = true));
  await new Promise((resolve) => setImmediate(resolve));
  t.notOk(logged, 'still waiting while a response has not been logged');
  s.release();
  await waiting;
  t.ok(
    s.logs.some((l) => l.path === '/slow' && l.msg === 'request completed'),
    'the line is there when the wait ends',
  );
  t.notOk(
    s.logs.some((l) => l.msg.includes('still unlogged')),
    'ended by the line, not the deadline',
  );
});

t.test('a request whose client left without an answer does not hold the wait', async (t) => {
  const s = await start(10 * 60_000); // the test would time out long before this bound
  t.teardown(() => s.app.close());
  const serverSide = once(s.app.server, 'request');
  const socket = connect(s.port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(
    'POST /upload HTTP/1.1\r\nhost: x\r\ncontent-type: text/plain\r\ncontent-length: 1000\r\n\r\npart',
  );
  // Once the server has the request (it is tracked), the client goes away mid-body.
  await serverSide;
  socket.destroy();
  await s.app.close();
  await s.app.responsesLogged();
  t.notOk(
    s.logs.some((l) => l.msg.includes('still unlogged')),
    'ended without the deadline',
  );
  t.pass('the wait ended');
});

t.test(
  'a response that never finishes its hooks is waited for until the deadline only',
  async (t) => {
    const s = await start(20);
    t.teardown(() => {
      s.release();
      return s.app.close();
    });
    await (await fetch(`http://127.0.0.1:${s.port}/slow`)).text();
    await s.slowHookStarted;
    await s.app.close();
    await s.app.responsesLogged();
    t.ok(
      s.logs.some((l) => l.msg === 'shutdown: responses still unlogged at the deadline'),
      'the deadline ended it, and said so',
    );
  },
);
