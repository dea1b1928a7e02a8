// Reads a response body as text, refusing (and tearing down) one that passes the size cap.
import type { Dispatcher } from 'undici';
import { UpstreamError } from '../../errors.ts';

export async function readBounded(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
  call: string,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      // Destroying the body aborts the request, so undici closes the socket instead of reading on.
      body.destroy();
      throw new UpstreamError(call, 'too-large', `${call}: answer larger than ${maxBytes} bytes`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
