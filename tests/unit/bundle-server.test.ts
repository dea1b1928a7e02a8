// The server's bundle (scripts/bundle-server.mjs, decision 0167): a bundled package that names its own files still
// finds them in node_modules where the bundle runs, the packages the server-render bundles share stay outside it,
// and a package whose meaning a bundle would change (import.meta, require.resolve) stops the build.
import t from 'tap';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer } from '../../scripts/bundle-server.mjs';
import { tempDir, type Teardown } from '../helpers/temp-dir.ts';

/** A project with one package in node_modules whose index.js is `code`, and an entry that prints what it gives. */
function project(t: Teardown, code: string) {
  const root = realpathSync(tempDir('rf-bundle-', t));
  const pkg = join(root, 'node_modules', 'own-files');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'own-files', version: '1.2.3' }));
  writeFileSync(join(pkg, 'index.js'), code);
  writeFileSync(
    join(root, 'entry.ts'),
    "import own from 'own-files';\nimport { z } from 'zod';\nconsole.log(JSON.stringify({ ...own, zod: typeof z.object }));\n",
  );
  return { root, pkg, outfile: join(root, 'dist', 'node', 'server', 'main.js') };
}

t.test(
  'a bundled package reads its own files from node_modules, as it did unbundled',
  async (t) => {
    const { root, pkg, outfile } = project(
      t,
      "const { readFileSync } = require('node:fs');\nconst { join } = require('node:path');\n" +
        "module.exports = { dir: __dirname, file: __filename, version: JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8')).version };\n",
    );
    await bundleServer({ entry: join(root, 'entry.ts'), outfile });
    const bundle = readFileSync(outfile, 'utf8');
    t.match(bundle, /from\s*"zod"/, 'zod stays outside the bundle, imported where it runs');
    // The bundle runs where it was built, beside node_modules (zod resolved from this project's own node_modules).
    mkdirSync(join(root, 'node_modules', 'zod'), { recursive: true });
    writeFileSync(
      join(root, 'node_modules', 'zod', 'package.json'),
      JSON.stringify({ name: 'zod', type: 'module', exports: './index.js' }),
    );
    writeFileSync(
      join(root, 'node_modules', 'zod', 'index.js'),
      'export const z = { object() {} };\n',
    );
    const run = spawnSync(process.execPath, [outfile], { encoding: 'utf8' });
    t.equal(run.status, 0, run.stderr);
    t.same(JSON.parse(run.stdout), {
      dir: pkg,
      file: join(pkg, 'index.js'),
      version: '1.2.3',
      zod: 'function',
    });
  },
);

for (const [what, code] of [
  ['import.meta', 'export const here = import.meta.url;\n'],
  ['require.resolve', "module.exports = { where: require.resolve('./index.js') };\n"],
] as const) {
  t.test(`a bundled package that uses ${what} stops the build`, async (t) => {
    const { root, outfile } = project(t, code);
    await t.rejects(
      bundleServer({ entry: join(root, 'entry.ts'), outfile, logLevel: 'silent' }),
      /keep its package external/,
    );
  });
}
