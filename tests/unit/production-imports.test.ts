// Every package the server and shared code import at run time is one `npm ci --omit=dev` installs (the image's
// node_modules); a development-only package (Vite, middie) may be loaded only by the development renderer.
import t from 'tap';
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

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
      if (m[1]!.startsWith('node:') || builtins.has(m[1]!)) continue;
      const name = m[1]!.startsWith('@')
        ? m[1]!.split('/').slice(0, 2).join('/')
        : m[1]!.split('/')[0]!;
      if (!inProduction(name))
        t.equal(
          file,
          join('server', 'features', 'pages', 'renderer.ts'),
          `'${name}' is loaded only by the development renderer`,
        );
    }
  }
});
