// Reads a Dockerfile into instructions and replays its build and start steps in a temporary directory, as the
// image would run them, for a machine without a Docker engine. Each stage gets its own root directory
// (<tmp>/<stage>/...), so `WORKDIR /app` and `COPY --from=deps /app/node_modules` mean what they say.
// Replayed: FROM (a previous stage's files), WORKDIR, COPY (honouring .dockerignore), the npm commands of RUN, ENV,
// USER, VOLUME, CMD and HEALTHCHECK. Not replayed: the OS setup in RUN (apt-get, chown), which needs the image's
// Debian (hadolint, which would lint those lines, is not packaged by Debian).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

export interface Instruction {
  keyword: string;
  /** The text after the keyword, continuation lines joined. */
  args: string;
  line: number;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into instructions (comments dropped, `\` continuations joined) grouped by stage. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  let buffer = '';
  let startLine = 0;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (!buffer && (/^\s*#/.test(raw) || !raw.trim())) continue;
    if (!buffer) startLine = i + 1;
    if (/\\\s*$/.test(raw)) {
      buffer += raw.replace(/\\\s*$/, ' ');
      continue;
    }
    buffer += raw;
    const [, keyword = '', args = ''] = /^\s*(\w+)\s*(.*)$/s.exec(buffer) ?? [];
    buffer = '';
    const instruction = {
      keyword: keyword.toUpperCase(),
      args: args.replace(/\s+/g, ' ').trim(),
      line: startLine,
    };
    if (instruction.keyword === 'FROM') {
      const [, from = '', name] =
        /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction.args) ?? [];
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** Exec form (`["node", "x"]`) to an argv; shell form to `sh -c`. */
export function commandOf(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return ['/bin/sh', '-c', trimmed];
}

/** `KEY=value KEY2="v 2"` (ENV) into an object. */
export function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const m of args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)) env[m[1]!] = m[3] ?? m[2]!;
  return env;
}

/** .dockerignore patterns to a predicate over context-relative paths (Go filepath.Match with `**`, `!` exceptions). */
export function dockerignore(text: string): (path: string) => boolean {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = (negate ? l.slice(1) : l).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) =>
          part === '**/'
            ? '(?:.*/)?'
            : part === '**'
              ? '.*'
              : part === '*'
                ? '[^/]*'
                : part === '?'
                  ? '[^/]'
                  : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { negate, re: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) => {
    let ignored = false;
    for (const rule of rules) if (rule.re.test(path)) ignored = !rule.negate;
    return ignored;
  };
}

export interface ReplayResult {
  root: string;
  /** The runtime stage's working directory, as it would be in the image. */
  appDir: string;
  env: Record<string, string>;
  user?: string;
  cmd: string[];
  entrypoint: string[];
  healthcheck?: string[];
  volumes: string[];
  /** Every step, replayed or skipped, for the test log. */
  steps: string[];
}

const isNpmStep = (cmd: string) => /^npm (ci|run|install)\b/.test(cmd.trim());

/** A whole `npm ci` (dev dependencies included): only flags that change nothing of what is installed. */
const isFullNpmCi = (cmd: string) =>
  /^npm ci(\s+--(no-audit|no-fund|prefer-offline))*$/.test(cmd.trim());

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  optional?: boolean;
}

/**
 * Why the checkout's node_modules is not what `npm ci` installs from `lockFile` on this machine, or undefined when
 * it is: npm's record of what it installed (node_modules/.package-lock.json) lists every package of the lockfile at
 * the same version, source and integrity, dev dependencies included, leaving out only optional ones (another
 * platform's binaries, which npm ci leaves out here too), and every package it lists is on disk.
 */
export function installDiffers(modulesDir: string, lockFile: string): string | undefined {
  const hiddenFile = join(modulesDir, '.package-lock.json');
  if (!existsSync(hiddenFile)) return `no ${hiddenFile}`;
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const hidden = JSON.parse(readFileSync(hiddenFile, 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path) continue; // the project itself
    const installed = hidden.packages[path];
    if (!installed) {
      if (entry.optional) continue;
      return `${path} is not installed`;
    }
    for (const field of ['version', 'resolved', 'integrity'] as const)
      if (installed[field] !== entry[field])
        return `${path}: ${field} ${installed[field]} installed, ${entry[field]} locked`;
  }
  for (const path of Object.keys(hidden.packages)) {
    if (!lock.packages[path]) return `${path} is installed but not locked`;
    if (!existsSync(join(modulesDir, '..', path))) return `${path} is missing on disk`;
  }
  return undefined;
}

/**
 * Replays the build. `npm ci` may use the local npm cache (prefer-offline, no audit or fund calls), as a Docker
 * build with a cache mount would. With `reuseInstall` (the default), a whole `npm ci` in a stage whose
 * node_modules no other stage receives (the build stage) links the checkout's node_modules instead when that is
 * exactly what the command installs from the same package.json and package-lock.json (`installDiffers`).
 */
export function replayBuild(
  contextDir: string,
  dockerfile = 'Dockerfile',
  log: (line: string) => void = () => {},
  { reuseInstall = true }: { reuseInstall?: boolean } = {},
): ReplayResult {
  const stages = parseDockerfile(readFileSync(join(contextDir, dockerfile), 'utf8'));
  const keepingModules = stagesKeepingModules(stages);
  const movable = lastReadsOfStages(stages);
  const ignoreFile = join(contextDir, '.dockerignore');
  const ignored = dockerignore(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
  const root = mkdtempSync(join(tmpdir(), 'dockerfile-replay-'));
  chmodSync(root, 0o755);
  const steps: string[] = [];
  const state = new Map<string, { dir: string; workdir: string; env: Record<string, string> }>();
  const step = (s: string) => {
    steps.push(s);
    log(s);
  };

  let last: ReplayResult | undefined;
  for (const stage of stages) {
    const dir = join(root, stage.name);
    const parent = state.get(stage.from);
    if (parent) cpSync(parent.dir, dir, { recursive: true, verbatimSymlinks: true });
    else mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
    let workdir = parent?.workdir ?? '/';
    const env: Record<string, string> = { ...(parent?.env ?? {}) };
    const result: ReplayResult = {
      root: dir,
      appDir: '',
      env,
      cmd: [],
      entrypoint: [],
      volumes: [],
      steps,
    };
    step(
      `FROM ${stage.from} AS ${stage.name}${parent ? ' (files of that stage)' : ' (the host stands in for the image)'}`,
    );

    for (const ins of stage.instructions) {
      const cwd = join(dir, workdir);
      switch (ins.keyword) {
        case 'WORKDIR':
          workdir = ins.args.startsWith('/') ? ins.args : join(workdir, ins.args);
          mkdirSync(join(dir, workdir), { recursive: true });
          step(`WORKDIR ${workdir}`);
          break;
        case 'ENV':
          Object.assign(env, parseEnv(ins.args));
          step(`ENV ${ins.args}`);
          break;
        case 'COPY': {
          const started = Date.now();
          const words = ins.args.split(' ');
          const flags = Object.fromEntries(
            words
              .filter((w) => w.startsWith('--'))
              .map((w) => w.slice(2).split('=') as [string, string]),
          );
          const [dest, ...sources] = words.filter((w) => !w.startsWith('--')).reverse();
          const target = dest!.startsWith('/') ? join(dir, dest!) : join(cwd, dest!);
          for (const source of sources.reverse()) {
            if (flags.from) {
              const from = state.get(flags.from);
              if (!from) throw new Error(`line ${ins.line}: no stage ${flags.from}`);
              const src = source.startsWith('/')
                ? join(from.dir, source)
                : join(from.dir, from.workdir, source);
              const to = statSync(src).isDirectory()
                ? target
                : join(target, source.split('/').pop()!);
              // The last read of a stage's files may take them instead of copying them: nothing reads that stage
              // again, so the image is the same, and the production node_modules is not written a second time.
              if (movable.has(ins) && !existsSync(to)) {
                mkdirSync(dirname(to), { recursive: true });
                renameSync(src, to);
              } else cpSync(src, to, { recursive: true });
            } else {
              copyFromContext(
                contextDir,
                source,
                target,
                dest!.endsWith('/') || sources.length > 1,
                ignored,
              );
            }
          }
          step(`COPY ${ins.args}`);
          if (Date.now() - started >= 1000)
            log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          break;
        }
        case 'RUN': {
          const command = ins.args.replace(/^(--\S+\s+)+/, '');
          for (const part of command.split('&&').map((s) => s.trim())) {
            if (!isNpmStep(part)) {
              step(`RUN ${part}  [not replayed: image OS setup]`);
              continue;
            }
            // The build stage's whole `npm ci` gives the modules the build runs with, not the image's (those come
            // from the deps stage's own `npm ci --omit=dev`, always replayed). When the checkout's node_modules is
            // what that command installs from the same lockfile here, it is linked in, as Docker reuses a cached
            // layer whose inputs are unchanged: the same install again was about 450 s of a loaded CI run (0116).
            const lockHere = join(cwd, 'package-lock.json');
            const hostModules = join(contextDir, 'node_modules');
            if (
              reuseInstall &&
              keepingModules.has(stage.name) &&
              isFullNpmCi(part) &&
              existsSync(lockHere) &&
              !existsSync(join(cwd, 'node_modules')) &&
              sameFile(lockHere, join(contextDir, 'package-lock.json')) &&
              sameFile(join(cwd, 'package.json'), join(contextDir, 'package.json'))
            ) {
              const differs = installDiffers(hostModules, lockHere);
              if (!differs) {
                symlinkSync(hostModules, join(cwd, 'node_modules'), 'dir');
                step(
                  `RUN ${part}  [reused: the checkout's node_modules is this install of the same package-lock.json]`,
                );
                continue;
              }
              log(`  (not reusing the checkout's node_modules: ${differs})`);
            }
            step(`RUN ${part}`);
            const started = Date.now();
            const r = spawnSync('/bin/sh', ['-c', part], {
              cwd,
              stdio: ['ignore', 'pipe', 'pipe'],
              env: {
                ...process.env,
                ...env,
                npm_config_prefer_offline: 'true',
                npm_config_audit: 'false',
                npm_config_fund: 'false',
                npm_config_update_notifier: 'false',
              },
              encoding: 'utf8',
              maxBuffer: 64 * 1024 * 1024,
            });
            if (r.status !== 0)
              throw new Error(
                `line ${ins.line}: '${part}' failed (${r.status}):\n${r.stdout}\n${r.stderr}`,
              );
            log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          }
          break;
        }
        case 'USER':
          result.user = ins.args;
          step(`USER ${ins.args}`);
          break;
        case 'VOLUME':
          result.volumes.push(
            ...(ins.args.startsWith('[')
              ? (JSON.parse(ins.args) as string[])
              : ins.args.split(' ')),
          );
          step(`VOLUME ${ins.args}`);
          break;
        case 'CMD':
          result.cmd = commandOf(ins.args);
          step(`CMD ${ins.args}`);
          break;
        case 'ENTRYPOINT':
          result.entrypoint = commandOf(ins.args);
          step(`ENTRYPOINT ${ins.args}`);
          break;
        case 'HEALTHCHECK': {
          const m = /\bCMD\s+(.*)$/.exec(ins.args);
          if (m) result.healthcheck = commandOf(m[1]!);
          step(`HEALTHCHECK ${ins.args.slice(0, 80)}...`);
          break;
        }
        default:
          step(`${ins.keyword} ${ins.args}  [metadata]`);
      }
    }
    result.appDir = join(dir, workdir);
    state.set(stage.name, { dir, workdir, env });
    last = result;
  }
  if (!last) throw new Error('no stages');
  return last;
}

/**
 * Stages whose node_modules no other stage receives, and which are not the image: none names it in FROM, and no
 * COPY --from of it takes its node_modules or a folder holding it. Only there may a replay link the checkout's modules in.
 */
export function stagesKeepingModules(stages: Stage[]): Set<string> {
  const workdir = new Map<string, string>();
  for (const stage of stages) {
    let dir = workdir.get(stage.from) ?? '/';
    for (const ins of stage.instructions)
      if (ins.keyword === 'WORKDIR')
        dir = ins.args.startsWith('/') ? ins.args : join(dir, ins.args);
    workdir.set(stage.name, dir);
  }
  // The last stage is the image itself.
  const keeping = new Set(stages.slice(0, -1).map((s) => s.name));
  for (const stage of stages) {
    keeping.delete(stage.from);
    for (const ins of stage.instructions) {
      if (ins.keyword !== 'COPY') continue;
      const words = ins.args.split(' ');
      const from = /^--from=(\S+)$/.exec(words.find((w) => w.startsWith('--from=')) ?? '')?.[1];
      if (!from || !keeping.has(from)) continue;
      const modules = join(workdir.get(from) ?? '/', 'node_modules');
      const sources = words.filter((w) => !w.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        const path = source.startsWith('/') ? source : join(workdir.get(from) ?? '/', source);
        if (
          `${modules}/`.startsWith(`${path.replace(/\/+$/, '')}/`) ||
          path.startsWith(`${modules}/`)
        )
          keeping.delete(from);
      }
    }
  }
  return keeping;
}

/**
 * The COPY --from instructions that are the last to read their stage's files, each with one source: no later
 * stage is built FROM that stage and no later COPY takes from it, so a replay may move the files rather than copy
 * them (what the image receives is the same).
 */
export function lastReadsOfStages(stages: Stage[]): Set<Instruction> {
  const last = new Map<string, Instruction | undefined>();
  for (const stage of stages) {
    last.set(stage.from, undefined); // a stage built on another reads all of its files
    for (const ins of stage.instructions) {
      if (ins.keyword !== 'COPY') continue;
      const from = /(?:^| )--from=(\S+)/.exec(ins.args)?.[1];
      if (from) last.set(from, ins);
    }
  }
  const movable = new Set<Instruction>();
  for (const ins of last.values()) {
    if (ins && ins.args.split(' ').filter((w) => !w.startsWith('--')).length === 2)
      movable.add(ins);
  }
  return movable;
}

const sameFile = (a: string, b: string) =>
  existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));

function copyFromContext(
  contextDir: string,
  source: string,
  target: string,
  targetIsDir: boolean,
  ignored: (path: string) => boolean,
) {
  const names = source.includes('*')
    ? readdirSync(contextDir).filter((n) =>
        new RegExp(`^${source.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(n),
      )
    : [source];
  if (names.length === 0) throw new Error(`COPY ${source}: no such file in the context`);
  for (const name of names) {
    const from = join(contextDir, name);
    const rel = relative(contextDir, from);
    if (ignored(rel)) throw new Error(`COPY ${source}: ${rel} is excluded by .dockerignore`);
    // Symlinks are followed (a checkout may link public/ elsewhere); .dockerignore applies inside directories too.
    const stat = statSync(from);
    const dest =
      stat.isDirectory() || !(targetIsDir || names.length > 1) ? target : join(target, name);
    mkdirSync(stat.isDirectory() ? dest : join(dest, '..'), { recursive: true });
    cpSync(from, dest, {
      recursive: true,
      dereference: true,
      filter: (src) => !ignored(relative(contextDir, src)) || src === from,
    });
  }
}

/** `1000:1000` or a name to uid/gid, for setpriv. */
export function resolveUser(user: string): { uid: number; gid: number } {
  const [u, g] = user.split(':');
  const lookup = (db: string, name: string) =>
    Number(execFileSync('getent', [db, name], { encoding: 'utf8' }).split(':')[2]);
  const uid = /^\d+$/.test(u!) ? Number(u) : lookup('passwd', u!);
  const gid = g ? (/^\d+$/.test(g) ? Number(g) : lookup('group', g)) : uid;
  return { uid, gid };
}

/**
 * The argv that runs `command` as the image would: only the image's environment (`env -i`, so nothing of the test
 * runner's own environment, such as its NODE_OPTIONS instrumentation, leaks in) and as its USER (via setpriv when
 * we are root; as ourselves otherwise).
 */
export function inImage(
  command: string[],
  env: Record<string, string>,
  user?: { uid: number; gid: number },
): string[] {
  const asUser =
    user && process.getuid?.() === 0
      ? ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups']
      : [];
  return ['env', '-i', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...asUser, ...command];
}

/** Starts the image's CMD with its ENV, as its USER, with the volume mapped to a directory of the replay. */
export function startReplayed(result: ReplayResult, overrides: Record<string, string>) {
  const env: Record<string, string> = {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    ...result.env,
    ...overrides,
  };
  const user = result.user ? resolveUser(result.user) : undefined;
  for (const volume of result.volumes) {
    const dir = join(result.root, volume);
    mkdirSync(dir, { recursive: true });
    // As `chown node:node /data` does in the image.
    if (user && process.getuid?.() === 0) chownSync(dir, user.uid, user.gid);
    for (const [k, v] of Object.entries(env)) if (v === volume) env[k] = dir;
  }
  // tini is PID 1 in the image; here the test runner reaps, and signals go straight to node (as `docker run --init`).
  const argv = inImage(result.cmd, env, user);
  return {
    child: spawn(argv[0]!, argv.slice(1), {
      cwd: result.appDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    env,
    user,
    asUser: user && process.getuid?.() === 0 ? user : undefined,
  };
}
