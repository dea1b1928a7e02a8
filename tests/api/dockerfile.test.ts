// The Dockerfile read as a reviewer would (always), and its build and start steps replayed without a Docker engine
// (opt-in: RUN_DOCKERFILE_TEST=1, or CI=true; about two minutes, most of it two `npm ci` runs).
import t from 'tap';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  readdirSync,
  readdirSync as ls,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  commandOf,
  dockerignore,
  inImage,
  parseDockerfile,
  parseEnv,
  replayBuild,
  startReplayed,
  type ReplayResult,
  type Stage,
} from '../helpers/dockerfile.ts';
import { freePort } from '../helpers/redis-server.ts';

const text = readFileSync('Dockerfile', 'utf8');
const stages = parseDockerfile(text);
const runtime = stages.at(-1)!;
const all = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword);
const runtimeEnv = Object.assign(
  {},
  ...stages
    .filter((s) => s === runtime || s.name === runtime.from)
    .flatMap((s) => all(s, 'ENV').map((i) => parseEnv(i.args))),
) as Record<string, string>;

t.test('the base image is an exact Node 22 LTS release, not a moving tag', async (t) => {
  const external = stages.filter((s) => !stages.some((o) => o.name === s.from));
  t.ok(external.length > 0);
  for (const s of external)
    t.match(s.from, /^node:22\.\d+\.\d+-(bookworm|trixie)-slim(@sha256:[0-9a-f]{64})?$/, s.from);
});

t.test(
  'multi-stage: dev dependencies build, a production-only install is what ships',
  async (t) => {
    const runs = (s: Stage) =>
      all(s, 'RUN')
        .map((i) => i.args)
        .join(' && ');
    const build = stages.find((s) => /npm run build/.test(runs(s)));
    const deps = stages.find((s) => /npm ci\b[^&]*--omit=dev/.test(runs(s)));
    t.ok(build, 'a stage runs npm run build');
    t.match(runs(build!), /npm ci(?![^&]*--omit)/, 'after a full npm ci');
    t.ok(deps, 'a stage runs npm ci --omit=dev');
    t.not(build, runtime);
    const copies = all(runtime, 'COPY').map((i) => i.args);
    t.same(
      copies.map((c) => c.replace(/--chown=\S+\s*/, '')).sort(),
      [
        `--from=${deps!.name} /app/node_modules ./node_modules`,
        `--from=${build!.name} /app/dist ./dist`,
        'package.json ./',
      ].sort(),
      'the runtime receives node_modules (production), dist and package.json: nothing else',
    );
    t.notMatch(runs(runtime), /npm (ci|install)/, 'no install in the runtime stage itself');
  },
);

t.test(
  'it runs as a non-root user, behind an init process, with production settings',
  async (t) => {
    const users = all(runtime, 'USER');
    t.equal(users.length, 1);
    t.notMatch(users[0]!.args, /^(root|0)(:|$)/, 'not root');
    t.match(users[0]!.args, /^\d+(:\d+)?$/, 'numeric, so runAsNonRoot can verify it');
    t.match(
      commandOf(all(runtime, 'ENTRYPOINT')[0]!.args),
      ['/usr/bin/tini', '--'],
      'tini is PID 1',
    );
    t.match(
      all(runtime, 'RUN')
        .map((i) => i.args)
        .join(' '),
      /apt-get install [^&]*\btini=\S+/,
      'tini from Debian, pinned',
    );
    t.same(commandOf(all(runtime, 'CMD')[0]!.args), ['node', 'dist/node/server/main.js']);
    t.match(runtimeEnv, { NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000' });
    t.match(all(runtime, 'STOPSIGNAL')[0]?.args ?? 'SIGTERM', 'SIGTERM');
  },
);

t.test('DATA_DIR is a declared volume the app user owns', async (t) => {
  const dataDir = runtimeEnv.DATA_DIR!;
  t.ok(dataDir?.startsWith('/'), 'an absolute DATA_DIR');
  const volumes = all(runtime, 'VOLUME').flatMap((i) =>
    i.args.startsWith('[') ? (JSON.parse(i.args) as string[]) : i.args.split(' '),
  );
  t.ok(volumes.includes(dataDir), `VOLUME ${dataDir}`);
  const setup = all(runtime, 'RUN')
    .map((i) => i.args)
    .join(' ');
  t.match(
    setup,
    new RegExp(`chown (node:node|1000:1000) ${dataDir}`),
    'owned by the app user before it becomes a volume',
  );
});

t.test('a HEALTHCHECK probes /healthz with node itself (no curl in a slim image)', async (t) => {
  const health = all(runtime, 'HEALTHCHECK')[0];
  t.ok(health);
  t.match(health!.args, /\/healthz/);
  t.notMatch(health!.args, /\b(curl|wget)\b/);
  t.match(health!.args, /CMD \["node", "-e"/);
});

t.test('no secret is baked into the image', async (t) => {
  const names = stages
    .flatMap((s) => [...all(s, 'ENV'), ...all(s, 'ARG')])
    .flatMap((i) => Object.keys(parseEnv(i.args)).concat(i.args.split(/[ =]/)[0]!));
  for (const name of names)
    t.notMatch(
      name,
      /SECRET|SALT|KEY|TOKEN|PASSWORD|SMTP_URL|REDIS_URL|API/i,
      `${name} is not a secret`,
    );
  t.notMatch(text, /COPY[^\n]*\.env/, 'no .env copied');
});

t.test(
  '.dockerignore keeps dependencies, build and test output, local data, git and secrets out of the context',
  async (t) => {
    const ignored = dockerignore(readFileSync('.dockerignore', 'utf8'));
    for (const path of [
      'node_modules',
      'node_modules/fastify/package.json',
      'client/node_modules/x',
      'dist/client/index.js',
      '.git/config',
      '.env',
      '.env.production',
      'data/spool/1.eml',
      'test-results/e2e.json',
      'playwright-report/index.html',
    ]) {
      t.ok(ignored(path), `${path} stays out`);
    }
    for (const path of [
      'package.json',
      'package-lock.json',
      'server/app.ts',
      'client/routes.tsx',
      'public/assets/img/logo.svg',
      'scripts/build.mjs',
    ]) {
      t.notOk(ignored(path), `${path} is in the context`);
    }
    for (const stage of stages) {
      for (const copy of all(stage, 'COPY').filter((i) => !i.args.startsWith('--from'))) {
        const sources = copy.args.split(' ').slice(0, -1);
        for (const source of sources) {
          if (source.includes('*')) continue;
          t.ok(existsSync(source) && !ignored(source), `COPY ${source}: in the context`);
        }
      }
    }
  },
);

t.test('the server imports nothing at run time that a production install lacks', async (t) => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const inProduction = (name: string) =>
    name in pkg.dependencies ||
    (lock.packages[`node_modules/${name}`] && !lock.packages[`node_modules/${name}`]!.dev);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : /\.tsx?$/.test(e.name)
          ? [join(dir, e.name)]
          : [],
    );
  const builtins = new Set(builtinModules);
  for (const file of [...files('server'), ...files('shared')]) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /^import\s+(?!type\b)[^'"]*?from\s+'([^'.][^']*)'|^import\s+'([^'.][^']*)'/gm,
    )) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith('node:') || builtins.has(spec)) continue;
      const name = spec.startsWith('@')
        ? spec.split('/').slice(0, 2).join('/')
        : spec.split('/')[0]!;
      t.ok(inProduction(name), `${file}: '${name}' is installed by npm ci --omit=dev`);
    }
    for (const m of source.matchAll(/import\('([^'.][^']*)'\)/g)) {
      const name = m[1]!.startsWith('@')
        ? m[1]!.split('/').slice(0, 2).join('/')
        : m[1]!.split('/')[0]!;
      if (!inProduction(name))
        t.equal(
          file,
          join('server', 'ssr', 'renderer.ts'),
          `'${name}' is loaded only by the development renderer`,
        );
    }
  }
});

const replay = process.env.RUN_DOCKERFILE_TEST === '1' || process.env.CI === 'true';
// Two npm ci runs and a build: minutes, not the two the runner allows a file by default.
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
        : replayBuild(process.cwd(), 'Dockerfile', (line) => t.comment(line));
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
      ['client', 'node', 'ssr'],
    );
    for (const dev of ['vite', 'typescript', 'tap', '@playwright/test', 'eslint']) {
      t.notOk(existsSync(join(result.appDir, 'node_modules', dev)), `no ${dev} in the image`);
    }

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
    let healthz = 0;
    for (let i = 0; i < 150 && healthz !== 200; i++) {
      healthz = await fetch(`${base}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
      if (healthz !== 200) await sleep(100);
    }
    t.equal(healthz, 200, '/healthz answers 200');
    t.equal((await fetch(`${base}/`)).status, 200, '/ answers 200');
    t.equal(
      (await fetch(`${base}/readyz`)).status,
      200,
      '/readyz answers 200 (so the volume takes writes)',
    );

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
