// Access-log lines lost when the process is stopped under load (issue 47): the built site at LOG_LEVEL=info with its
// standard output to a file, 50 connections of GET <path> for 2 s, then the signal; every answer received in full
// carries its x-request-id, and each is looked for among the file's access lines. It prints; it does not judge.
//   node tests/bench/log-loss.mjs [--signal=SIGKILL|SIGTERM] [--path=/api/states] [--rounds=3]
import { mkdirSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { answering, spawnServer } from './server.mjs';

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

/** One round: answers received in full, and how many of them have no access line after the signal. */
export async function logLossRound(signal, path, round) {
  const dataDir = 'test-results/bench-data-log-loss';
  rmSync(dataDir, { recursive: true, force: true });
  const dir = resolve('test-results/bench');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `log-loss-${round}.log`);
  const fd = openSync(out, 'w');
  const { child, origin } = await spawnServer({
    env: { LOG_LEVEL: 'info', DATA_DIR: dataDir, MAX_CONNECTIONS_PER_ADDRESS: '1000' },
    stdout: fd,
  });
  closeSync(fd);
  const exited = new Promise((done) => child.once('exit', done));
  await answering(origin);
  await sleep(3000); // the warm-up's renders
  const received = new Set();
  const pool = new Pool(origin, { connections: 50 });
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      try {
        const res = await pool.request({
          path,
          method: 'GET',
          headers: { 'accept-encoding': 'br' },
        });
        await res.body.dump();
        if (res.statusCode === 200) received.add(res.headers['x-request-id']);
      } catch {
        // the server went away mid-answer: not received in full
      }
    }
  };
  const workers = Array.from({ length: 50 }, worker);
  await sleep(2000);
  child.kill(signal);
  await exited;
  stopping = true;
  await Promise.allSettled(workers);
  await pool.destroy();
  const logged = new Set(
    readFileSync(out, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"request completed"'))
      .map((line) => JSON.parse(line).reqId),
  );
  const missing = [...received].filter((id) => !logged.has(id)).length;
  return { received: received.size, missing };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const signal = arg('signal', 'SIGKILL');
  const path = arg('path', '/api/states');
  for (let round = 1; round <= Number(arg('rounds', 3)); round++) {
    const { received, missing } = await logLossRound(signal, path, round);
    console.log(
      `${signal} under load on ${path}, round ${round}: ${received} answers received in full, ${missing} of them without an access line`,
    );
  }
}
