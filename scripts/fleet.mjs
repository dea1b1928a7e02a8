// `npm run fleet`: the reference deployment as processes on loopback (docs/decisions/0086), for development and for
// the fleet and chaos tests: a real PostgreSQL and Redis from Debian's packages, one shared sandbox (the stand-ins a
// real fleet would find as its lending API, gateway and SMS provider), N instances of the built site, and HAProxy in
// front checking /readyz. compose.yaml is the same topology in containers.
//
//   npm run fleet                 two instances behind http://localhost:3100 until Ctrl-C
//   npm run fleet -- --instances 3 --port 4100
//   kill -HUP <fleet pid>         a rolling restart, one instance at a time
//
// Tests import startFleet and drive each part (kill an instance, stop Redis, restart PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  chownSync,
} from 'node:fs';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { haproxyConfig } from './fleet-haproxy.mjs';
import { nodeFlags } from './node-flags.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const fleetSettings = JSON.parse(
  readFileSync(join(root, 'deploy', 'fleet-settings.json'), 'utf8'),
);

/** Debian's binaries: PostgreSQL's newest installed major version, Redis, HAProxy. */
export function fleetBinaries() {
  const pgRoot = '/usr/lib/postgresql';
  const majors = existsSync(pgRoot)
    ? readdirSync(pgRoot)
        .filter((v) => existsSync(join(pgRoot, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const find = (...paths) => paths.find((p) => existsSync(p));
  return {
    pgBin: majors.length ? join(pgRoot, majors[0], 'bin') : undefined,
    redis: find('/usr/bin/redis-server', '/usr/local/bin/redis-server'),
    haproxy: find('/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'),
  };
}

/** The fleet's parts that are missing on this machine, by Debian package name. */
export function missingPackages() {
  const bins = fleetBinaries();
  return [
    !bins.pgBin && 'postgresql',
    !bins.redis && 'redis-server',
    !bins.haproxy && 'haproxy',
  ].filter(Boolean);
}

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as Debian's `postgres` user. */
function pgCommand(bin, args) {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

async function waitFor(what, check, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`fleet: ${what} not ready within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const answers = (url) =>
  fetch(url, { signal: globalThis.AbortSignal.timeout(2000) }).then(
    (r) => r.status,
    () => 0,
  );

/** Every child started, so a fleet that fails to start leaves nothing running. */
const children = new Set();

/** A child process whose output goes to a log file; `stopped` resolves with its exit code. */
function child(name, [cmd, args], { env, logDir, stdio = 'ignore' } = {}) {
  const out = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const proc = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdio, 'pipe'],
  });
  if (stdio === 'ignore') proc.stderr.pipe(out);
  else {
    proc.stdout.pipe(out);
    proc.stderr.pipe(out);
  }
  const stopped = new Promise((res) => proc.once('exit', (code, signal) => res(code ?? signal)));
  const c = { name, proc, stopped };
  children.add(c);
  stopped.then(() => children.delete(c));
  return c;
}

async function stopChild(c, signal = 'SIGTERM', timeoutMs = 30_000) {
  if (!c || c.proc.exitCode !== null || c.proc.signalCode !== null) return;
  c.proc.kill(signal);
  const timer = setTimeout(() => c.proc.kill('SIGKILL'), timeoutMs);
  await c.stopped;
  clearTimeout(timer);
}

/**
 * Starts the fleet. `dir` holds the database (and its outbox of SMS and mail), Redis's append-only file, each
 * instance's DATA_DIR (uploads' work files) and the logs; `fresh` empties it first. Each instance runs with the V8
 * flags the Dockerfile's CMD gives it (scripts/node-flags.mjs), then `nodeArgs`; `nodeDefaults` leaves production's
 * out (the memory bench's node-defaults run).
 */
export async function startFleet(options = {}) {
  try {
    return await startParts(options);
  } catch (err) {
    await Promise.all([...children].map((c) => stopChild(c, 'SIGKILL')));
    throw err;
  }
}

async function startParts({
  instances = 2,
  port = 3100,
  dir = join(root, 'data', 'fleet'),
  fresh = false,
  env = {},
  nodeArgs = [],
  nodeDefaults = false,
  log = () => {},
} = {}) {
  const instanceFlags = nodeDefaults ? nodeArgs : [...nodeFlags, ...nodeArgs];
  const missing = missingPackages();
  if (missing.length)
    throw new Error(
      `fleet: install Debian's ${missing.join(', ')} (apt-get install ${missing.join(' ')})`,
    );
  if (!existsSync(join(root, 'dist', 'node', 'server', 'main.js')))
    throw new Error('fleet: no build (npm run build)');
  const bins = fleetBinaries();
  if (fresh) rmSync(dir, { recursive: true, force: true });
  const logDir = join(dir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const ports = {
    proxy: port,
    instance: (i) => port + 1 + i,
    control: port + 50,
    redis: port + 60,
    postgres: port + 70,
  };

  // PostgreSQL: a cluster of our own under dir/pg, trust on loopback only.
  const pgDir = join(dir, 'pg');
  const pgSocket = join(dir, 'pg-socket');
  mkdirSync(pgSocket, { recursive: true });
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(pw.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    for (const d of [dir, pgSocket]) chownSync(d, uid, gid);
    if (!existsSync(pgDir)) {
      mkdirSync(pgDir);
      chownSync(pgDir, uid, gid);
    }
  }
  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    const [cmd, args] = pgCommand(join(bins.pgBin, 'initdb'), [
      '-D',
      pgDir,
      '-U',
      'rupeeflow',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
    const init = spawnSync(cmd, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`fleet: initdb failed: ${init.stderr}`);
  }
  const databaseUrl = `postgres://rupeeflow@127.0.0.1:${ports.postgres}/postgres`;
  let postgres;
  async function startPostgres() {
    postgres = child(
      'postgres',
      pgCommand(join(bins.pgBin, 'postgres'), [
        '-D',
        pgDir,
        '-p',
        String(ports.postgres),
        '-k',
        pgSocket,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
      ]),
      { logDir },
    );
    await waitFor('postgres', () => {
      const r = spawnSync(join(bins.pgBin, 'pg_isready'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(ports.postgres),
      ]);
      return r.status === 0;
    });
    log(`postgres  ${databaseUrl}`);
  }

  // Redis with append-only persistence, as compose.yaml runs it.
  const redisDir = join(dir, 'redis');
  mkdirSync(redisDir, { recursive: true });
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  let redis;
  async function startRedis({ empty = false } = {}) {
    if (empty) rmSync(redisDir, { recursive: true, force: true });
    mkdirSync(redisDir, { recursive: true });
    redis = child(
      'redis',
      [
        bins.redis,
        [
          '--port',
          String(ports.redis),
          '--bind',
          '127.0.0.1',
          '--dir',
          redisDir,
          '--appendonly',
          'yes',
          '--save',
          '',
          '--protected-mode',
          'yes',
        ],
      ],
      { logDir, stdio: 'pipe' },
    );
    await waitFor('redis', () => {
      const r = spawnSync('redis-cli', ['-p', String(ports.redis), 'ping'], { encoding: 'utf8' });
      return r.stdout.trim() === 'PONG';
    });
    log(`redis     ${redisUrl}`);
  }

  // One sandbox for the whole fleet, as a real fleet shares one lending API, gateway and SMS provider.
  const refstrSecret = env.REFSTR_SECRET ?? randomBytes(24).toString('hex');
  const sandbox = child(
    'sandbox',
    [process.execPath, [join(root, 'scripts', 'sandbox-server.mjs')]],
    {
      env: { SANDBOX_CONTROL_PORT: String(ports.control), REFSTR_SECRET: refstrSecret },
      logDir,
      stdio: 'pipe',
    },
  );
  const standIns = await new Promise((res, rej) => {
    let text = '';
    sandbox.proc.stdout.on('data', (d) => {
      text += d;
      const line = text.split('\n').find((l) => l.startsWith('{"lendingUrl"'));
      if (line) res(JSON.parse(line));
    });
    sandbox.proc.once('exit', () => rej(new Error('fleet: the sandbox did not start')));
  });
  log(`sandbox   control ${standIns.controlUrl}`);

  await Promise.all([startPostgres(), startRedis()]);

  const publicBaseUrl = `http://localhost:${ports.proxy}`;
  const instanceEnv = (i) => ({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(ports.instance(i)),
    PUBLIC_BASE_URL: publicBaseUrl,
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: join(dir, `site-${i + 1}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LENDING_API_URL: standIns.lendingUrl,
    PAYU_URL: standIns.gateway.url,
    PAYU_VERIFY_URL: standIns.gateway.verifyUrl,
    PAYU_KEY: standIns.gateway.key,
    PAYU_SALT: standIns.gateway.salt,
    SMS_URL: standIns.smsUrl,
    SMS_API_KEY: 'sandbox',
    REFSTR_SECRET: refstrSecret,
    // Every service is real to the instances (the shared sandbox stands in for them), so they publish a register:
    // the fleet's example one (a deployment supplies its own, docs/decisions/0106).
    LENDING_PARTNERS_FILE: join(root, 'deploy', 'lending-partners.fleet.json'),
    OTP_SECRET: env.OTP_SECRET ?? randomBytes(32).toString('hex'),
    SHUTDOWN_DRAIN_MS: String(fleetSettings.drainMs),
    SHUTDOWN_TIMEOUT_MS: String(fleetSettings.shutdownTimeoutMs),
    LOG_LEVEL: 'info',
    ...env,
  });
  const sharedEnv = instanceEnv(0);
  const sites = [];
  async function startInstance(i) {
    const e = { ...instanceEnv(i), OTP_SECRET: sharedEnv.OTP_SECRET };
    mkdirSync(e.DATA_DIR, { recursive: true });
    sites[i] = child(
      `site-${i + 1}`,
      [process.execPath, [...instanceFlags, join(root, 'dist', 'node', 'server', 'main.js')]],
      {
        env: e,
        logDir,
        stdio: 'pipe',
      },
    );
    const url = `http://127.0.0.1:${ports.instance(i)}`;
    await waitFor(`site-${i + 1}`, async () => (await answers(`${url}/readyz`)) === 200, 60_000);
    log(`site-${i + 1}    ${url}`);
  }
  for (let i = 0; i < instances; i++) await startInstance(i);

  const cfgPath = join(dir, 'haproxy.cfg');
  writeFileSync(
    cfgPath,
    haproxyConfig({
      port: ports.proxy,
      settings: fleetSettings,
      servers: Array.from({ length: instances }, (_, i) => ({
        name: `site-${i + 1}`,
        address: `127.0.0.1:${ports.instance(i)}`,
      })),
    }),
  );
  const proxy = child('haproxy', [bins.haproxy, ['-f', cfgPath, '-db']], { logDir, stdio: 'pipe' });
  await waitFor('haproxy', async () => (await answers(`${publicBaseUrl}/readyz`)) === 200);
  log(`proxy     ${publicBaseUrl}`);

  const fleet = {
    proxyUrl: publicBaseUrl,
    instanceUrls: Array.from(
      { length: instances },
      (_, i) => `http://127.0.0.1:${ports.instance(i)}`,
    ),
    controlUrl: standIns.controlUrl,
    databaseUrl,
    redisUrl,
    dir,
    logDir,
    /** SIGTERM (graceful: not ready, drained, exit 0) or SIGKILL one instance; resolves with its exit. */
    stopInstance: async (i, signal = 'SIGTERM') => {
      await stopChild(sites[i], signal);
      return sites[i].stopped;
    },
    startInstance,
    /** The process id of instance `i` (0 for site-1), for what /proc says of it. */
    instancePid: (i) => sites[i]?.proc.pid,
    /** One instance at a time: SIGTERM, wait for its exit, start it, wait until the proxy sees it ready. */
    rollingRestart: async () => {
      for (let i = 0; i < instances; i++) {
        await fleet.stopInstance(i);
        await startInstance(i);
        // `rise` good checks, each up to its time-out, before the proxy sends to it again: only then the next
        await sleep(
          (fleetSettings.checkIntervalMs + fleetSettings.checkTimeoutMs) * (fleetSettings.rise + 1),
        );
      }
    },
    stopRedis: (signal = 'SIGTERM') => stopChild(redis, signal),
    startRedis,
    stopPostgres: (signal = 'SIGTERM') => stopChild(postgres, signal),
    startPostgres,
    async stop() {
      await stopChild(proxy);
      await Promise.all(sites.map((s) => stopChild(s)));
      await Promise.all([stopChild(sandbox), stopChild(redis), stopChild(postgres, 'SIGINT')]);
    },
  };
  return fleet;
}

// The command: start, print where everything is, roll on SIGHUP, stop on SIGINT/SIGTERM.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i === -1 ? fallback : process.argv[i + 1];
  };
  const fleet = await startFleet({
    instances: Number(arg('instances', 2)),
    port: Number(arg('port', 3100)),
    fresh: process.argv.includes('--fresh'),
    log: (line) => console.log(line),
  });
  console.log(
    `fleet ready: ${fleet.proxyUrl} (logs in ${fleet.logDir}; kill -HUP ${process.pid} rolls)`,
  );
  process.on('SIGHUP', () => {
    console.log('rolling restart');
    fleet.rollingRestart().then(() => console.log('rolling restart done'));
  });
  const stop = () => fleet.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
