import t from 'tap';
import { PassThrough, Readable } from 'node:stream';
import {
  chunksOf,
  guardedVideo,
  readHead,
  startsAsWebm,
  VideoTooLarge,
} from '../../server/features/kyc/video-intake.ts';
import { sampleWebm, webmHeader } from '../../server/upstreams/sandbox/sample-webm.ts';

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

const iterate = (it: AsyncIterator<Buffer>): AsyncIterable<Buffer> => ({
  [Symbol.asyncIterator]: () => it,
});

t.test('the head is the first 4 KB or so, and the rest follows untouched', async (t) => {
  const it = Readable.from(sampleWebm(100_000, 1000))[
    Symbol.asyncIterator
  ]() as AsyncIterator<Buffer>;
  const head = await readHead(it);
  t.ok(Buffer.concat(head).length >= 4096 && Buffer.concat(head).length < 4096 + 1000);
  t.ok(startsAsWebm(head));
  const all = await collect(guardedVideo({ head, rest: it, limit: 100_000 }));
  t.equal(Buffer.concat(all).length, 100_000);
});

t.test('only a real EBML header with DocType webm passes', async (t) => {
  t.ok(startsAsWebm([webmHeader()]));
  t.notOk(startsAsWebm([Buffer.from('\0\0\0 ftypisom')]));
  const matroska = Buffer.from(webmHeader().toString('latin1').replace('webm', 'mkv\0'), 'latin1');
  t.notOk(startsAsWebm([matroska]));
  t.notOk(startsAsWebm([]));
});

t.test('the chunk that passes the limit is never handed on', async (t) => {
  const chunks = [Buffer.alloc(600), Buffer.alloc(600), Buffer.alloc(600)];
  const it = chunks.values();
  const rest: AsyncIterator<Buffer> = { next: async () => it.next() as IteratorResult<Buffer> };
  let tripped = false;
  const handed: number[] = [];
  await t.rejects(async () => {
    for await (const chunk of guardedVideo({
      head: [],
      rest,
      limit: 1000,
      onTooLarge: () => (tripped = true),
    }))
      handed.push(chunk.length);
  }, VideoTooLarge);
  t.same(handed, [600]);
  t.ok(tripped);
});

t.test('beforeEnd runs after the last chunk and can refuse the ending', async (t) => {
  const it = [Buffer.from('abc')].values();
  const rest: AsyncIterator<Buffer> = { next: async () => it.next() as IteratorResult<Buffer> };
  const seen: string[] = [];
  await t.rejects(async () => {
    for await (const chunk of guardedVideo({
      head: [],
      rest,
      limit: 10,
      beforeEnd: async () => {
        seen.push('beforeEnd');
        throw new Error('not ended properly');
      },
    }))
      seen.push(chunk.toString());
  }, /not ended properly/);
  t.same(seen, ['abc', 'beforeEnd']);
});

t.test("chunksOf hands on the stream's own Buffers, not copies", async (t) => {
  const stream = new PassThrough();
  const sent = [Buffer.from('one'), Buffer.from('two'), Buffer.from('three')];
  const it = chunksOf(stream);
  for (const chunk of sent) stream.write(chunk);
  stream.end();
  const got = await collect(iterate(it));
  t.equal(got.length, 3);
  got.forEach((chunk, i) =>
    t.equal(chunk.buffer, sent[i]!.buffer, `chunk ${i} is the same memory`),
  );
});

t.test('chunksOf pauses the stream while too much waits, and resumes as it is read', async (t) => {
  const stream = new PassThrough({ highWaterMark: 1 });
  const it = chunksOf(stream, 1000);
  stream.write(Buffer.alloc(600));
  stream.write(Buffer.alloc(600));
  await new Promise((r) => setImmediate(r));
  t.ok(stream.isPaused(), 'paused with 1200 bytes waiting');
  await it.next();
  await it.next();
  t.notOk(stream.isPaused(), 'flowing again once read');
});

t.test('chunksOf reports a stream that failed, even before it was listened to', async (t) => {
  const early = new PassThrough();
  early.destroy(new Error('Unexpected end of multipart data'));
  await t.rejects(chunksOf(early).next(), /Unexpected end/);
  const later = new PassThrough();
  const it = chunksOf(later);
  setImmediate(() => later.destroy());
  await t.rejects(it.next(), /closed before its end/);
});
