// Measuring aid for tap (0121): each test file's CPU-seconds (its own, and its children's that it waited for),
// appended to the file CPU_LOG names as one JSON line when the file's process exits. Read from /proc (Linux).
//   CPU_LOG=/tmp/tap-cpu.jsonl NODE_OPTIONS=--import=$PWD/scripts/tap-cpu-log.mjs npx tap
// (an absolute path: a test may start node in another folder, the Dockerfile replay does)
// NODE_OPTIONS reaches every node process a test starts as well; only the test file's own process writes.
import { appendFileSync, readFileSync } from 'node:fs';

const file = process.argv[1] ?? '';
const log = process.env.CPU_LOG;
if (log && file.endsWith('.test.ts')) {
  const started = Date.now();
  process.on('exit', () => {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(f[i]) / 100);
    const line = {
      file: file.slice(file.indexOf('/tests/') + 1),
      self: +(utime + stime).toFixed(2),
      children: +(cutime + cstime).toFixed(2),
      wall: (Date.now() - started) / 1000,
    };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
}
