// A stand-in recording for tests: a real WebM EBML header followed by filler bytes, produced in chunks.

/** EBML header: version 1, read version 1, max id length 4, max size length 8, DocType webm (v4, read v2). */
export function webmHeader(): Buffer {
  const children = Buffer.from([
    0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | children.length]), children]);
}

/** `totalBytes` of "recording" in `chunkBytes` pieces, the header first; the filler never repeats a boundary. */
export async function* sampleWebm(
  totalBytes: number,
  chunkBytes = 64 * 1024,
): AsyncGenerator<Buffer> {
  const header = webmHeader();
  let sent = 0;
  while (sent < totalBytes) {
    const size = Math.min(chunkBytes, totalBytes - sent);
    const chunk = Buffer.alloc(size, 0x5a);
    if (sent === 0) header.copy(chunk, 0, 0, Math.min(header.length, size));
    sent += size;
    yield chunk;
  }
}
