// One worker of scripts/precompress.mjs: writes a file's .br (brotli 11) and .gz twins and checks that each
// decompresses to the file's exact bytes. The .gz is zopfli's (@gfx/zopfli, WebAssembly): valid gzip about 3% smaller
// than zlib's level 9, at many times its CPU, which is why it runs here, two files at a time, and why a file's twins
// are kept in a cache by its content (most chunks are the same from one build to the next). Its Emscripten glue
// registers process-wide uncaughtException/unhandledRejection handlers when imported; in a worker they stay
// confined to it, never in the build's own process.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

const { numiterations, zopfliFrom, cacheDir, settings } = workerData;

async function gzip(body) {
  if (body.length < zopfliFrom) return gzipSync(body, { level: 9 });
  return Buffer.from(await gzipAsync(body, { numiterations }));
}

/** The twins from the cache, or made and put there; a cached entry is used again, so its time is renewed. */
async function twins(body) {
  const key = createHash('sha256').update(settings).update(body).digest('hex');
  const [brPath, gzPath] = ['br', 'gz'].map((ext) => join(cacheDir, `${key}.${ext}`));
  if (existsSync(brPath) && existsSync(gzPath)) {
    const now = new Date();
    for (const path of [brPath, gzPath]) utimesSync(path, now, now);
    return { br: readFileSync(brPath), gz: readFileSync(gzPath) };
  }
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = await gzip(body);
  // Whole or not at all: a file with the same bytes may be on the other worker.
  for (const [path, data] of [
    [brPath, br],
    [gzPath, gz],
  ]) {
    writeFileSync(`${path}.${process.pid}-${threadId}`, data);
    renameSync(`${path}.${process.pid}-${threadId}`, path);
  }
  return { br, gz };
}

parentPort.on('message', async (file) => {
  try {
    const body = readFileSync(file);
    const { br, gz } = await twins(body);
    if (!brotliDecompressSync(br).equals(body) || !gunzipSync(gz).equals(body))
      throw new Error(`${file}: a compressed twin does not decompress to the file`);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    parentPort.postMessage({ file });
  } catch (error) {
    parentPort.postMessage({ file, error: String(error?.stack ?? error) });
  }
});
