// When the Dockerfile replay may link the checkout's node_modules instead of running a whole `npm ci` again (0116):
// only in a stage whose modules reach no other stage and not the image, and only when the checkout holds exactly
// what that install gives from the same lockfile. And when a COPY --from may move a stage's files instead of copying
// them: only at the last read of that stage.
import t from 'tap';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  installDiffers,
  lastReadsOfStages,
  parseDockerfile,
  stagesKeepingModules,
} from '../helpers/dockerfile.ts';
import { tempDir } from '../helpers/temp-dir.ts';

t.test(
  "of the project's Dockerfile, only the build stage keeps its node_modules to itself",
  async (t) => {
    const stages = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
    t.same([...stagesKeepingModules(stages)], ['build']);
  },
);

t.test(
  'a stage whose modules are copied on, inherited, or are the image is never linked',
  async (t) => {
    const keeping = (text: string) => [...stagesKeepingModules(parseDockerfile(text))].sort();
    const base = 'FROM node AS a\nWORKDIR /app\nRUN npm ci\n';
    t.same(keeping(`${base}FROM node AS b\nCOPY --from=a /app/dist ./dist\n`), ['a']);
    t.same(keeping(`${base}FROM node AS b\nCOPY --from=a /app/node_modules ./node_modules\n`), []);
    t.same(keeping(`${base}FROM node AS b\nCOPY --from=a /app ./\n`), []);
    t.same(keeping(`${base}FROM node AS b\nCOPY --from=a node_modules/x ./x\n`), []);
    t.same(keeping(`${base}FROM a AS b\nRUN npm run build\n`), []);
    t.same(keeping(base), [], 'the only stage is the image');
  },
);

t.test(
  "the checkout's install matches its lockfile, and a changed lockfile does not",
  async (t) => {
    t.equal(installDiffers('node_modules', 'package-lock.json'), undefined);

    const dir = tempDir('replay-reuse-', t);
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string; optional?: boolean }>;
    };
    const changed = (edit: (l: typeof lock) => void) => {
      const copy = structuredClone(lock);
      edit(copy);
      const file = join(dir, `lock-${Math.random()}.json`);
      writeFileSync(file, JSON.stringify(copy));
      return installDiffers('node_modules', file);
    };
    t.match(
      changed((l) => (l.packages['node_modules/fastify']!.version = '0.0.1')),
      /node_modules\/fastify: version/,
    );
    t.match(
      changed((l) => (l.packages['node_modules/not-installed-anywhere'] = { version: '1.0.0' })),
      /not installed/,
    );
    t.equal(
      changed(
        (l) => (l.packages['node_modules/some-other-platform'] = { version: '1', optional: true }),
      ),
      undefined,
      'an optional package npm leaves out on this platform',
    );
    t.match(
      changed((l) => delete l.packages['node_modules/fastify']),
      /node_modules\/fastify is installed but not locked/,
    );

    // An install without dev dependencies is not the whole one.
    const modules = join(dir, 'node_modules');
    mkdirSync(modules);
    const hidden = JSON.parse(readFileSync('node_modules/.package-lock.json', 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    for (const [path, entry] of Object.entries(hidden.packages))
      if (entry.dev) delete hidden.packages[path];
    writeFileSync(join(modules, '.package-lock.json'), JSON.stringify(hidden));
    t.match(installDiffers(modules, 'package-lock.json'), /is not installed/);
    t.match(installDiffers(join(dir, 'none'), 'package-lock.json'), /no .*\.package-lock\.json/);
  },
);

t.test(
  "a COPY --from moves a stage's files only where nothing reads that stage afterwards",
  async (t) => {
    const moved = (text: string) =>
      [...lastReadsOfStages(parseDockerfile(text))].map((ins) => ins.args).sort();
    t.same(
      moved(readFileSync('Dockerfile', 'utf8')),
      ['--from=build /app/dist ./dist', '--from=deps /app/node_modules ./node_modules'],
      "the project's runtime stage takes the production modules and the build, each read once",
    );
    const base = 'FROM node AS a\nRUN npm ci\nFROM node AS b\n';
    t.same(
      moved(
        `${base}COPY --from=a /app/node_modules ./node_modules\nCOPY --from=a /app/dist ./dist\n`,
      ),
      ['--from=a /app/dist ./dist'],
      'read twice: the first copies',
    );
    t.same(
      moved(`${base}COPY --from=a /app/dist ./dist\nFROM a AS c\n`),
      [],
      'a later stage built on it',
    );
    t.same(moved(`${base}COPY --from=a /app/x /app/y ./\n`), [], 'two sources: copied');
    t.same(moved(`${base}COPY dist ./dist\n`), [], 'from the context: copied');
  },
);
