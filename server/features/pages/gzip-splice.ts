// A gzip body built from a compressed-once prefix and a small per-request tail, so a cached page can carry
// a fresh CSP nonce without compressing the whole page again on every request.
//
// The prefix is raw deflate ending in a full flush (byte-aligned, dictionary reset), the tail is appended as one
// final stored (uncompressed) block, and the trailer's CRC-32 continues from the prefix's.
//
// A page can also take a few bytes in its middle (the language switch's query, decision 0053): the prefix is then
// two compressed-once segments, each compressed on its own (so neither refers back across the cut), with the
// inserted bytes stored between them. The CRC-32 of the second segment depends on what precedes it, so it is
// computed over its bytes per request: one pass of zlib's CRC over the page, no compression.
import { crc32, deflateRawSync, constants } from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const MAX_STORED = 0xffff;

export interface GzipPrefix {
  deflated: Buffer;
  crc: number;
  length: number;
}

export function compressPrefix(prefix: Buffer): GzipPrefix {
  const deflated = deflateRawSync(prefix, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return { deflated, crc: crc32(prefix), length: prefix.length };
}

function storedBlocks(tail: Buffer, last = true): Buffer[] {
  const blocks: Buffer[] = [];
  let offset = 0;
  do {
    const chunk = tail.subarray(offset, offset + MAX_STORED);
    offset += chunk.length;
    const final = last && offset >= tail.length;
    const header = Buffer.alloc(5);
    header[0] = final ? 0x01 : 0x00; // BFINAL, BTYPE=00 (stored); already byte-aligned after the flush
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  } while (offset < tail.length);
  return blocks;
}

export function gzipWithTail(prefix: GzipPrefix, tail: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, prefix.crc) >>> 0, 0);
  trailer.writeUInt32LE((prefix.length + tail.length) >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, prefix.deflated, ...storedBlocks(tail), trailer]);
}

/** A compressed-once segment that follows inserted bytes: its own bytes are kept for the CRC. */
export interface GzipSegment extends GzipPrefix {
  raw: Buffer;
}

export function compressSegment(raw: Buffer): GzipSegment {
  return { ...compressPrefix(raw), raw };
}

/** `head`, then `insert` as sent, then `rest`, then `tail`: one gzip member that inflates to the four in order. */
export function gzipWithInsert(
  head: GzipPrefix,
  insert: Buffer,
  rest: GzipSegment,
  tail: Buffer,
): Buffer {
  const crc = crc32(tail, crc32(rest.raw, crc32(insert, head.crc)));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((head.length + insert.length + rest.length + tail.length) >>> 0, 4);
  return Buffer.concat([
    GZIP_HEADER,
    head.deflated,
    ...(insert.length > 0 ? storedBlocks(insert, false) : []),
    rest.deflated,
    ...storedBlocks(tail),
    trailer,
  ]);
}
