// The one way tests boot the real app: on the production build (or Vite in development mode) and the embedded
// sandbox, with its log lines captured, in a data folder of its own that goes away with it.
// Given the test's `t` first, the app is closed and its folder removed when that test ends; without it (older
// callers), the caller closes the app and the folder is removed when the test process exits.
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { tempDir, type Teardown } from './temp-dir.ts';
import { sharedTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every log line written so far, raw JSON text. */
  logs: string[];
  /** Base URL when started with listen: true. */
  url: string;
}

export interface StartOptions {
  listen?: boolean;
  build?: Pick<
    BuildOptions,
    | 'mailBackoff'
    | 'smsBackoff'
    | 'outboxNow'
    | 'outboxLeaseMs'
    | 'outboxPollMs'
    | 'mode'
    | 'development'
    | 'onRoute'
    | 'redis'
  >;
  /**
   * The app opens its own database as production does (DATABASE_URL's, or an embedded one under DATA_DIR)
   * instead of sharing the process's (tests/helpers/database.ts).
   */
  ownDatabase?: boolean;
}

type Env = Record<string, string>;

/** Apps of this process not yet closed. */
let openApps = 0;

export async function startApp(t: Teardown, env?: Env, options?: StartOptions): Promise<TestApp>;
export async function startApp(env?: Env, options?: StartOptions): Promise<TestApp>;
export async function startApp(
  ...args: [Teardown, Env?, StartOptions?] | [Env?, StartOptions?]
): Promise<TestApp> {
  const hasTest = typeof (args[0] as Partial<Teardown> | undefined)?.teardown === 'function';
  const t = hasTest ? (args[0] as Teardown) : undefined;
  const [env = {}, options = {}] = (hasTest ? args.slice(1) : args) as [Env?, StartOptions?];
  // The folder is the test's (or the process's), not the app's: a test may start a second app on the same data.
  const dataDir = env.DATA_DIR ?? tempDir('rupeeflow-test-', t);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const database =
    options.ownDatabase || config.database.url ? undefined : await sharedTestDatabase();
  // The process's apps share one outbox, as a fleet's instances do: an app started when no other is open starts
  // on an empty one, so what an earlier test left waiting is not delivered to this test's sandbox.
  if (database && openApps === 0) await database.query('DELETE FROM outbox');
  const app = await buildApp(config, {
    mode: 'production',
    logStream,
    // Apps sharing the process's database are separate deployments that share it only for speed, each with its own
    // sandbox: an app claims messages when its own commits wake it, on its retry timers and in drain(), never on a
    // poll, so one app's worker does not carry another's code to the wrong SMS sink (a CI flake in live-lending).
    ...(database ? { outboxPollMs: 60 * 60_000 } : {}),
    ...options.build,
    database,
    onClose: () => openApps--,
  });
  openApps++;
  // Registered after the folder's clean-up, so it runs first: tap runs teardowns last in, first out.
  t?.teardown(() => app.close());
  let url = '';
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address && typeof address === 'object') url = `http://127.0.0.1:${address.port}`;
  }
  return { app, config, logs, url };
}

/** Waits until the app has logged a line containing `text` (a Redis connection coming up or going away, say). */
export async function waitForLog(app: TestApp, text: string, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (app.logs.some((l) => l.includes(text))) return;
    await sleep(25);
  }
  throw new Error(`no log line '${text}' within ${timeoutMs} ms`);
}
