// Runs the built server (node dist/node/server/main.js) as a child process, as production does, with its JSON log
// lines collected; and a client that sends a request body slowly, to have a request in flight on purpose.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { tempDir } from './temp-dir.ts';
import { ensureTemplate } from './database.ts';

export const serverEntry = 'dist/node/server/main.js';

export interface LogLine {
  level: string;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  logs: LogLine[];
  /** Raw stdout and stderr, for "this never appears anywhere" checks. */
  output(): string;
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: tempDir('rupeeflow-server-'),
      // A new embedded database from the migrated template: seconds, where creating one takes tens of them.
      DATABASE_TEMPLATE: await ensureTemplate(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let raw = '';
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    raw += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 'raw', msg: line });
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (raw += chunk));
  // 'close', not 'exit': it comes after stdout has been read to its end, so every log line is in `logs`.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );

  // A minute, not 15 s: with tap's three jobs beside e2e on two loaded cores, servers of shutdown.test.ts took
  // longer than 15 s to log that they listen, and to warm the page cache. It is a wait that ends when the line
  // comes, not a judged time; only a broken server waits it out.
  async function waitForLog(
    match: (line: LogLine) => boolean,
    timeoutMs = 60_000,
  ): Promise<LogLine> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = logs.find(match);
      if (found) return found;
      if (child.exitCode !== null) break;
      await sleep(20);
    }
    throw new Error(`no matching log line; output so far:\n${raw}`);
  }

  // A server that never said it listens is killed here: the caller gets no child to tear down, and one left running
  // would hold its ports and its data folder (under the test's temp folder) long after the test failed.
  const listening = await waitForLog((l) =>
    /listening at http:\/\/127\.0\.0\.1:\d+/.test(l.msg),
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const port = Number(/:(\d+)$/.exec(listening.msg)![1]);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    logs,
    output: () => raw,
    waitForLog,
    exited,
  };
}

export interface SlowRequest {
  /** Resolves with the response once it has fully arrived (or rejects if the connection breaks). */
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
  /** Resolves when the last byte of the request body has been written. */
  bodySent: Promise<number>;
  /** Resolves when the first chunk is out, i.e. the request is in flight on the server. */
  started: Promise<void>;
}

/** Sends `body` in `chunks` pieces, one every `intervalMs`: a slow upload. */
export function slowRequest(options: {
  port: number;
  method?: string;
  path: string;
  contentType: string;
  body: Buffer;
  chunks: number;
  intervalMs: number;
}): SlowRequest {
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let markSent!: (at: number) => void;
  const bodySent = new Promise<number>((resolve) => (markSent = resolve));
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: options.method ?? 'POST',
          path: options.path,
          headers: { 'content-type': options.contentType, 'content-length': options.body.length },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.on('finish', () => markSent(Date.now()));
      const size = Math.ceil(options.body.length / options.chunks);
      let offset = 0;
      const next = () => {
        const piece = options.body.subarray(offset, offset + size);
        offset += piece.length;
        if (offset >= options.body.length) req.end(piece);
        else {
          req.write(piece);
          setTimeout(next, options.intervalMs);
        }
        markStarted();
      };
      next();
    },
  );
  return { response, bodySent, started };
}

/** Polls `path` until it answers `status` (a loaded machine may take a while to boot); resolves with the last answer. */
export async function until(port: number, path: string, status: number, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let last: number | string = 0;
  while (Date.now() < end) {
    last = await probe(port, path);
    if (last === status) break;
    await sleep(100);
  }
  return last;
}

/** GET on a fresh connection; resolves with the status, or with the connection error's code. */
export async function probe(port: number, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}
