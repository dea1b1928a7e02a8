// The one multipart/form-data writer of the tests, for bodies FormData cannot send: parts in any order, a body cut
// short or stalled between pieces, a file name in RFC 2231 form (filename*=utf-8''...). Where an ordinary form will
// do, tests send undici's FormData instead.

export interface FileHead {
  /** The file name as a browser sends it, filename="..." (the default, 'clip.webm'). */
  filename?: string;
  /** The file name RFC 2231-encoded as filename*=utf-8''..., as a script may send it; raw CR, LF and quotes too. */
  filenameStar?: string;
  type?: string;
}

export interface Multipart {
  boundary: string;
  /** The request's Content-Type header. */
  contentType: string;
  /** A whole text field. */
  field(name: string, value: string): string;
  /** A file part's head: its bytes follow, then `fileEnd`. */
  fileHead(name: string, head?: FileHead): string;
  fileEnd: string;
  closing: string;
  /** A whole body: text fields as strings, a file as a Buffer or its head and bytes, in the order given. */
  body(
    parts: Array<[string, string | Buffer | ({ content: Buffer } & FileHead)]>,
  ): Buffer<ArrayBuffer>;
}

const rfc2231 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

export function multipart(boundary = '----RupeeflowTestBoundary7MA4YWxkTrZu0gW'): Multipart {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fileHead = (name: string, head: FileHead = {}) => {
    const fileName =
      head.filenameStar === undefined
        ? `filename="${head.filename ?? 'clip.webm'}"`
        : `filename*=utf-8''${rfc2231(head.filenameStar)}`;
    const type = head.type ?? 'application/octet-stream';
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ${fileName}\r\nContent-Type: ${type}\r\n\r\n`;
  };
  const fileEnd = '\r\n';
  const closing = `--${boundary}--\r\n`;
  return {
    boundary,
    contentType: `multipart/form-data; boundary=${boundary}`,
    field,
    fileHead,
    fileEnd,
    closing,
    body(parts) {
      const pieces: Buffer[] = [];
      for (const [name, value] of parts) {
        if (typeof value === 'string') pieces.push(Buffer.from(field(name, value)));
        else {
          const file = Buffer.isBuffer(value) ? { content: value } : value;
          pieces.push(Buffer.from(fileHead(name, file)), file.content, Buffer.from(fileEnd));
        }
      }
      pieces.push(Buffer.from(closing));
      return Buffer.concat(pieces);
    },
  };
}
