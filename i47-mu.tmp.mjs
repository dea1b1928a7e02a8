import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './tests/bench/server.mjs';
import { mixedLoad } from './tests/bench/memory.mjs';
const extra = process.argv.slice(2);
const port = await freePort();
const child = spawn(process.execPath, [...extra, '--import=/tmp/i47-mu.mjs', 'dist/node/server/main.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: 'test-results/bench-data', RATE_LIMIT_DEFAULT: '100000000' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((r) => child.stdout.on('data', (c) => { if (String(c).includes('page cache warm')) r(); }));
child.stdout.on('data', (c) => { if (/"level":(50|60)/.test(String(c))) console.error(String(c).slice(0, 600)); }); child.on('exit', (code, sig) => console.error('EXIT', code, sig));
const show = async (what) => { const st = readFileSync(`/proc/${child.pid}/status`, 'utf8'); console.error(what, /VmRSS.*/.exec(st)[0], /RssAnon.*/.exec(st)[0]); child.kill('SIGWINCH'); await new Promise((r) => setTimeout(r, 500)); };
await new Promise((r) => setTimeout(r, 2000));
await show('idle');
for (const s of [10, 10, 10]) { const n = await mixedLoad(`http://127.0.0.1:${port}`, s); await show(`after ${n}`); }
child.kill('SIGTERM');
