// The camera the e2e browser films with: a still two-square pattern at 640 x 480, 5 frames a second, looped from a
// Y4M file (Chromium's --use-file-for-fake-video-capture). Chromium's own fake camera draws a moving picture at 20
// frames a second, which the recorder's VP8 encoder had to keep up with in real time: a third of the Video KYC
// spec's CPU. The page sees a camera as before: 640 px wide, frames to record and play back.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes the file when it is missing (a fresh clone; the content never changes) and returns its path. */
export function fakeCameraFile(path = 'test-results/fake-camera.y4m'): string {
  if (existsSync(path)) return path;
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F5:1 Ip A1:1 C420jpeg\n`)];
  for (let frame = 0; frame < 2; frame++) {
    // Luma: 32 px squares, light and dark, swapped on the second frame; chroma: neutral grey.
    const luma = Buffer.alloc(WIDTH * HEIGHT);
    for (let row = 0; row < HEIGHT; row++)
      for (let col = 0; col < WIDTH; col++)
        luma[row * WIDTH + col] = ((row >> 5) + (col >> 5) + frame) % 2 ? 200 : 60;
    frames.push(Buffer.from('FRAME\n'), luma, Buffer.alloc((WIDTH * HEIGHT) / 2, 128));
  }
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed: the runner and its workers each read the config, so several may get here at once.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.concat(frames));
  renameSync(partial, path);
  return path;
}
