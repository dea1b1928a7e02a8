// Builds a multipart/form-data body that streams a file through without buffering it.
import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  name: string;
  filename: string;
  contentType: string;
  stream: AsyncIterable<Buffer | Uint8Array | string>;
}

export interface MultipartBody {
  contentType: string;
  content: AsyncGenerator<Buffer, void, undefined>;
}

/** Quotes a header parameter the way browsers do (WHATWG), so a name cannot break the part headers. */
function quote(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

function safeContentType(value: string): string {
  return /^[\w.+-]+\/[\w.+-]+(?:\s*;\s*[\w.+-]+=[\w.+,"-]+)*$/.test(value)
    ? value
    : 'application/octet-stream';
}

/**
 * Fields first, then the file, then the closing boundary. `onChunk` is called as each piece is
 * handed on (the upload uses it as its idle clock); the source stream is read only as fast as the
 * request body is consumed, so memory stays flat whatever the file's size.
 */
export function multipartBody(
  fields: ReadonlyArray<readonly [string, string]>,
  file: MultipartFile,
  onChunk: () => void = () => undefined,
): MultipartBody {
  const boundary = `----RupeeflowBoundary${randomBytes(12).toString('hex')}`;
  async function* content(): AsyncGenerator<Buffer, void, undefined> {
    let preamble = '';
    for (const [name, value] of fields) {
      preamble += `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`;
    }
    preamble +=
      `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.name)}"; filename="${quote(file.filename)}"\r\n` +
      `Content-Type: ${safeContentType(file.contentType)}\r\n\r\n`;
    onChunk();
    yield Buffer.from(preamble, 'utf8');
    for await (const chunk of file.stream) {
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, 'utf8')
          : Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk);
      if (buffer.length === 0) continue;
      onChunk();
      yield buffer;
    }
    onChunk();
    yield Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, content: content() };
}
