// Builds the real app for a test, on the production build (or Vite in development mode) and the embedded sandbox,
// with its log lines captured.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every log line written so far, raw JSON text. */
  logs: string[];
  /** Base URL when started with listen: true. */
  url: string;
}

export async function startApp(
  env: Record<string, string> = {},
  options: {
    listen?: boolean;
    build?: Pick<BuildOptions, 'mailBackoff' | 'mode' | 'development' | 'onRoute'>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'rupeeflow-test-')),
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, { mode: 'production', logStream, ...options.build });
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
