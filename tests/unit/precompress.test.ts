// The precompressed twins the server sends (scripts/precompress.mjs): every text asset of the build has a .gz and a
// .br that decompress to its exact bytes, and a build whose twin would not is refused.
import t from 'tap';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompress, textAssets } from '../../scripts/precompress.mjs';
import { tempDir } from '../helpers/temp-dir.ts';

t.test(
  "every text asset of the build has .gz and .br twins holding the asset's exact bytes",
  async (t) => {
    const assets = textAssets('dist/client');
    t.ok(assets.length > 100, `${assets.length} assets`);
    const wrong = assets.filter((file) => {
      const body = readFileSync(file);
      return (
        !gunzipSync(readFileSync(`${file}.gz`)).equals(body) ||
        !brotliDecompressSync(readFileSync(`${file}.br`)).equals(body)
      );
    });
    t.same(wrong, [], 'none differs from its asset');
  },
);

/** A script of a few kB that compresses like ours: repeated code with varying names. */
const script = Array.from(
  { length: 300 },
  (_, i) => `export const value${i} = (a${i}) => a${i} * ${i} + "item-${i % 17}";\n`,
).join('');

/** The script in a fresh folder, precompressed once with a fresh cache. */
async function firstBuild(t: Parameters<typeof tempDir>[1]) {
  const dir = tempDir('precompress-', t);
  const cacheDir = join(dir, 'cache');
  const file = join(dir, 'a.js');
  writeFileSync(file, script);
  await precompress([file], { workers: 1, cacheDir });
  return { file, cacheDir };
}

t.test(
  "a script's .gz is zopfli's, smaller than zlib's best, and its twins are kept by content for the next build",
  async (t) => {
    const { file, cacheDir } = await firstBuild(t);
    const gz = readFileSync(`${file}.gz`);
    t.equal(gunzipSync(gz).toString(), script);
    t.ok(
      gz.length < gzipSync(script, { level: 9 }).length,
      `${gz.length} B < zlib level 9's ${gzipSync(script, { level: 9 }).length} B`,
    );
    t.equal(readdirSync(cacheDir).length, 2, 'the twins are kept by content');
  },
);

t.test(
  'the next build takes the twins from the cache, and one that does not decompress to the file fails it',
  async (t) => {
    const { file, cacheDir } = await firstBuild(t);
    const gzEntry = readdirSync(cacheDir).find((name) => name.endsWith('.gz'))!;
    writeFileSync(join(cacheDir, gzEntry), gzipSync(`${script}// changed`));
    await t.rejects(
      precompress([file], { workers: 1, cacheDir }),
      /does not decompress to the file/,
    );
  },
);
