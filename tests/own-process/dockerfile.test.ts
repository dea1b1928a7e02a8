// The Dockerfile's build and start steps replayed without a Docker engine (opt-in: RUN_DOCKERFILE_TEST=1, or
// CI=true; a few minutes, most of it the production `npm ci` and the build: the build stage's whole `npm ci` links
// the checkout's identical install unless DOCKERFILE_REPLAY_FULL=1, see 0116). What the image is (non-root, tini, a
// health check, the volume, production modules only) is asserted on the replayed image and the server it runs,
// not on the text.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync as ls, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inImage, replayBuild, startReplayed, type ReplayResult } from '../helpers/dockerfile.ts';
import { freePort } from '../helpers/redis-server.ts';

const replay = process.env.RUN_DOCKERFILE_TEST === '1' || process.env.CI === 'true';
// An npm ci and a build (two npm ci runs with DOCKERFILE_REPLAY_FULL=1): minutes, more than tap's default.
if (replay) t.setTimeout(20 * 60_000);

t.test(
  'the build and start steps, replayed as the image would run them, give a server that answers',
  {
    skip: replay
      ? false
      : 'slow (two npm ci runs and a build): set RUN_DOCKERFILE_TEST=1, or CI=true',
  },
  async (t) => {
    // DOCKERFILE_REPLAY_KEEP=<file.json>: keep the replayed image and describe it there; the next run with the same
    // setting starts that image again instead of rebuilding it (for working on the start-up checks).
    const keep = process.env.DOCKERFILE_REPLAY_KEEP;
    const result =
      keep && existsSync(keep)
        ? (JSON.parse(readFileSync(keep, 'utf8')) as ReplayResult)
        : replayBuild(process.cwd(), 'Dockerfile', (line) => t.comment(line), {
            // DOCKERFILE_REPLAY_FULL=1: run the build stage's whole `npm ci` too, not the checkout's identical one.
            reuseInstall: process.env.DOCKERFILE_REPLAY_FULL !== '1',
          });
    if (keep) writeFileSync(keep, JSON.stringify(result));
    else t.teardown(() => rmSync(join(result.root, '..'), { recursive: true, force: true }));

    t.same(
      ls(result.appDir).sort(),
      ['dist', 'node_modules', 'package.json'],
      'the image holds the build, production modules and package.json',
    );
    t.same(
      ls(join(result.appDir, 'dist'))
        .filter((n) => !n.startsWith('.'))
        .sort(),
      ['client', 'node', 'ssr', 'ssr-hi'],
      'the browser bundles, the server, and the English and Hindi server-render entries',
    );
    t.notOk(
      existsSync(join(result.appDir, 'dist', 'ssr', 'assets')),
      'the server-render build carries no second copy of public/',
    );
    for (const dev of ['vite', 'typescript', 'tap', '@playwright/test', 'eslint', 'qrcode']) {
      t.notOk(existsSync(join(result.appDir, 'node_modules', dev)), `no ${dev} in the image`);
    }

    const startedAt = Date.now();
    const port = await freePort();
    const server = startReplayed(result, { PORT: String(port) });
    let out = '';
    server.child.stdout!.on('data', (d) => (out += d));
    server.child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('close', (code) => resolve(code)),
    );
    t.teardown(() => server.child.kill('SIGKILL'));

    const base = `http://127.0.0.1:${port}`;
    // Up to a minute for the first answer (a loaded CI machine starts slowly), less if the server exits.
    let healthz = 0;
    let gone = false;
    void exited.then(() => (gone = true));
    for (let i = 0; i < 600 && healthz !== 200 && !gone; i++) {
      healthz = await fetch(`${base}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
      if (healthz !== 200) await sleep(100);
    }
    t.comment(`first /healthz answer after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    t.equal(
      healthz,
      200,
      `/healthz answers 200${healthz === 200 ? '' : `; the server said:\n${out.slice(-3000)}`}`,
    );
    t.equal((await fetch(`${base}/`)).status, 200, '/ answers 200');
    // Ready once its probes pass: the lending probe is a real request, which a loaded machine may answer late,
    // so it is asked again (each probe result is cached briefly) rather than judged on one try.
    let ready: { status: number; body: string } = { status: 0, body: '' };
    for (let i = 0; i < 60 && ready.status !== 200; i++) {
      ready = await fetch(`${base}/readyz`).then(
        async (r) => ({ status: r.status, body: await r.text() }),
        () => ({ status: 0, body: '' }),
      );
      if (ready.status !== 200) await sleep(500);
    }
    t.comment(`ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    t.equal(ready.status, 200, `/readyz answers 200 (so the volume takes writes): ${ready.body}`);

    if (server.asUser) {
      const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
      t.match(
        status,
        new RegExp(`^Uid:\\s+${server.asUser.uid}\\s`, 'm'),
        `runs as uid ${server.asUser.uid}, not root`,
      );
    } else {
      t.comment('not root here: the server ran as the current user');
    }

    const check = inImage(result.healthcheck!, server.env, server.user);
    const probe = spawnSync(check[0]!, check.slice(1), { cwd: result.appDir, encoding: 'utf8' });
    t.equal(probe.status, 0, "the image's HEALTHCHECK command passes");

    const starting = out.split('\n').find((l) => l.includes('"msg":"starting"'));
    t.ok(starting, 'the start-up line');
    t.match(JSON.parse(starting ?? '{}'), {
      mode: 'sandbox',
      config: { env: 'production', host: '0.0.0.0' },
    });

    server.child.kill('SIGTERM');
    t.equal(await exited, 0, 'SIGTERM: exit 0');
  },
);
