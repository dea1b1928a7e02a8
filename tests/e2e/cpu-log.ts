// Measuring aid, off unless E2E_CPU_LOG names a file: each test's CPU-seconds appended to it as one JSON line, read
// from /proc (Linux). `worker` is this worker's process tree (the worker, its Chromium and every Chromium child);
// `server` is the site's server, which the three workers share (so a test's figure includes its neighbours' requests).
// /usr/bin/time on `playwright test` cannot give this: Chromium's helpers are not all reaped through its process
// tree, and in a measured load time counted 3.5 of the 5 CPU-seconds the processes themselves reported (0121).
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

interface Proc {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in seconds. */
  cpu: number;
}

function processes(): Proc[] {
  const all: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      all.push({ pid: Number(entry), ppid: Number(f[1]), cpu: ticks / 100 });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return all;
}

function tree(all: Proc[], root: number): Proc[] {
  const found: Proc[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    const self = all.find((p) => p.pid === pid);
    if (self) found.push(self);
    for (const child of all) if (child.ppid === pid) stack.push(child.pid);
  }
  return found;
}

const sum = (ps: Proc[]) => ps.reduce((total, p) => total + p.cpu, 0);
let serverPid: number | undefined;

/** The site's server: Playwright's webServer, a descendant of the runner (this worker's parent). */
function serverCpu(all: Proc[]): number {
  serverPid ??= tree(all, process.ppid).find((p) => {
    try {
      return readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').includes('dist/node/server/main.js');
    } catch {
      return false;
    }
  })?.pid;
  return serverPid === undefined ? 0 : sum(tree(all, serverPid));
}

export interface CpuSnapshot {
  worker: number;
  server: number;
  at: number;
}

export function cpuSnapshot(): CpuSnapshot {
  const all = processes();
  return { worker: sum(tree(all, process.pid)), server: serverCpu(all), at: Date.now() };
}

export function logCpu(file: string, test: string, status: string, before: CpuSnapshot): void {
  const after = cpuSnapshot();
  const line = {
    file,
    test,
    status,
    worker: +(after.worker - before.worker).toFixed(2),
    server: +(after.server - before.server).toFixed(2),
    wall: (after.at - before.at) / 1000,
  };
  appendFileSync(process.env.E2E_CPU_LOG!, `${JSON.stringify(line)}\n`);
}
