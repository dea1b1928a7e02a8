// A streaming multipart/form-data reader: hands on part headers and body bytes as they arrive, holding
// back only a boundary's length of bytes, so a large file is never buffered.

export interface PartHeaders {
  name: string;
  filename?: string;
  contentType?: string;
}

export interface MultipartListener {
  partStart(headers: PartHeaders): void;
  partData(chunk: Buffer): void;
  partEnd(): void;
}

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const HEADER_END = Buffer.from('\r\n\r\n');

type State = 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done';

/** The boundary parameter of a multipart/form-data content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : undefined;
}

function parseHeaders(block: string): PartHeaders {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') {
      name = /;\s*name="([^"]*)"/i.exec(value)?.[1];
      filename = /;\s*filename="([^"]*)"/i.exec(value)?.[1];
    } else if (key === 'content-type') {
      contentType = value;
    }
  }
  if (name === undefined) throw new MultipartError('part without a name');
  return { name, filename, contentType };
}

export class MultipartScanner {
  readonly #delimiter: Buffer;
  readonly #listener: MultipartListener;
  // The first boundary has no CRLF in front of it; pretending it does keeps one delimiter for all.
  #pending: Buffer = Buffer.from('\r\n');
  #state: State = 'preamble';

  constructor(boundary: string, listener: MultipartListener) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
    this.#listener = listener;
  }

  get done(): boolean {
    return this.#state === 'done';
  }

  write(chunk: Buffer): void {
    this.#pending = this.#pending.length === 0 ? chunk : Buffer.concat([this.#pending, chunk]);
    for (;;) {
      if (this.#state === 'done') {
        this.#pending = Buffer.alloc(0);
        return;
      }
      if (!this.#step()) return;
    }
  }

  /** Advances as far as the buffered bytes allow; false when it needs more input. */
  #step(): boolean {
    const buf = this.#pending;
    const keep = this.#delimiter.length - 1;
    switch (this.#state) {
      case 'preamble': {
        const at = buf.indexOf(this.#delimiter);
        if (at < 0) {
          this.#pending = buf.subarray(Math.max(0, buf.length - keep));
          return false;
        }
        this.#pending = buf.subarray(at + this.#delimiter.length);
        this.#state = 'after-boundary';
        return true;
      }
      case 'after-boundary': {
        if (buf.length < 2) return false;
        const mark = buf.subarray(0, 2).toString('latin1');
        if (mark === '--') this.#state = 'done';
        else if (mark === '\r\n') this.#state = 'headers';
        else throw new MultipartError('bad boundary line');
        this.#pending = buf.subarray(2);
        return true;
      }
      case 'headers': {
        const end = buf.indexOf(HEADER_END);
        if (end < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('part headers too long');
          return false;
        }
        this.#listener.partStart(parseHeaders(buf.subarray(0, end).toString('utf8')));
        this.#pending = buf.subarray(end + HEADER_END.length);
        this.#state = 'body';
        return true;
      }
      case 'body': {
        const at = buf.indexOf(this.#delimiter);
        if (at >= 0) {
          if (at > 0) this.#listener.partData(buf.subarray(0, at));
          this.#listener.partEnd();
          this.#pending = buf.subarray(at + this.#delimiter.length);
          this.#state = 'after-boundary';
          return true;
        }
        const safe = buf.length - keep;
        if (safe > 0) {
          this.#listener.partData(buf.subarray(0, safe));
          this.#pending = buf.subarray(safe);
        }
        return false;
      }
      default:
        return false;
    }
  }
}
