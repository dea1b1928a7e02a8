// Checks a video while it streams through: its first bytes must be a WebM header and its size stays under
// the limit. Only the header is held (a few KB); everything else passes straight on.
import type { Readable } from 'node:stream';
import { isWebm } from '../../upstreams/lending/webm-signature.ts';

/** Enough for any browser recording's EBML header, small enough that holding it costs nothing. */
export const HEAD_BYTES = 4096;

type Chunks = AsyncIterator<Buffer>;

/**
 * A stream's own chunks, one at a time, as they arrive. Unlike the stream's async iterator, which read()s
 * everything buffered into one new Buffer (a copy of every byte, and garbage that lingers until a GC),
 * these are the very Buffers the parser produced. The stream is paused while `maxQueued` bytes wait.
 */
export function chunksOf(stream: Readable, maxQueued = 256 * 1024): Chunks {
  const queue: Buffer[] = [];
  let queued = 0;
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  // It may have failed before anyone listened (a short body parsed to its broken end at once).
  if (stream.errored || stream.destroyed)
    failure = stream.errored ?? new Error('the stream closed before its end');
  stream.on('data', (chunk: Buffer) => {
    queue.push(chunk);
    queued += chunk.length;
    if (queued >= maxQueued) stream.pause();
    signal();
  });
  stream.once('end', () => {
    ended = true;
    signal();
  });
  stream.once('error', (err) => {
    failure ??= err;
    signal();
  });
  stream.once('close', () => {
    if (!ended) failure ??= new Error('the stream closed before its end');
    signal();
  });
  return {
    async next() {
      for (;;) {
        const chunk = queue.shift();
        if (chunk) {
          queued -= chunk.length;
          if (stream.isPaused() && queued < maxQueued / 2) stream.resume();
          return { value: chunk, done: false };
        }
        if (failure !== undefined) throw failure;
        if (ended) return { value: undefined, done: true };
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    async return() {
      queue.length = 0;
      if (!ended) stream.destroy();
      return { value: undefined, done: true };
    },
  };
}

/** The first `bytes` of a stream (fewer when it ends sooner), read without consuming more than one chunk past them. */
export async function readHead(chunks: Chunks, bytes = HEAD_BYTES): Promise<Buffer[]> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return head;
}

export function startsAsWebm(head: readonly Buffer[]): boolean {
  return isWebm(Buffer.concat(head));
}

export class VideoTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`video larger than ${limit} bytes`);
    this.name = 'VideoTooLarge';
  }
}

export interface GuardedVideo {
  head: readonly Buffer[];
  rest: Chunks;
  limit: number;
  /** Called as the limit is passed, before anything past it could be handed on. */
  onTooLarge?: () => void;
  /** Runs once the file has ended and before the caller hands on its last piece: throw to refuse it. */
  beforeEnd?: () => Promise<void>;
}

/**
 * The head, then the rest, counted. A chunk that would take the total past `limit` is never handed on:
 * the generator throws VideoTooLarge first, so whatever consumes it (the upstream request) is cut off
 * before it can look complete. `beforeEnd` lets the caller confirm the request around the file ended
 * properly before the consumer writes its own closing bytes.
 */
export async function* guardedVideo(video: GuardedVideo): AsyncGenerator<Buffer, void, undefined> {
  let total = 0;
  let ended = false;
  const count = (chunk: Buffer) => {
    total += chunk.length;
    if (total > video.limit) {
      video.onTooLarge?.();
      throw new VideoTooLarge(video.limit);
    }
    return chunk;
  };
  try {
    for (const chunk of video.head) yield count(chunk);
    for (;;) {
      const next = await video.rest.next();
      if (next.done) break;
      yield count(next.value);
    }
    ended = true;
    await video.beforeEnd?.();
  } finally {
    // Stopped early (refused, or the consumer went away): release the source stream too.
    if (!ended) await video.rest.return?.();
  }
}
