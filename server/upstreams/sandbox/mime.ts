// Just enough MIME reading for the sandbox's mail page and the tests: unfolded headers, the text body and base64
// attachments of a message we composed ourselves (nodemailer's output), and RFC 2047 encoded words.

export interface Attachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMessage {
  /** Every header in order, names lower-cased, values unfolded. */
  headers: Array<[string, string]>;
  header(name: string): string | undefined;
  text: string;
  attachments: Attachment[];
}

function splitHead(raw: string): [Array<[string, string]>, string] {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end + 4);
  const headers: Array<[string, string]> = [];
  for (const line of head.split('\r\n')) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      const last = headers[headers.length - 1]!;
      last[1] = `${last[1]} ${line.trim()}`.trim();
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return [headers, body];
}

const get = (headers: Array<[string, string]>, name: string) =>
  headers.find(([n]) => n === name)?.[1];

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const soft = body.replace(/=\r\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'latin1');
}

/**
 * A header parameter's value, decoding RFC 2231 where a mail library used it for a long or non-ASCII value
 * (name*=utf-8''%C3%A9..., or continued as name*0*=..., name*1*=...).
 */
function param(value: string | undefined, name: string): string | undefined {
  const pieces = [
    ...(value ?? '').matchAll(
      new RegExp(`(?:^|[;\\s])${name}(?:\\*(\\d+))?(\\*)?=(?:"([^"]*)"|([^;\\s]*))`, 'gi'),
    ),
  ].sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0));
  if (pieces.length === 0) return undefined;
  const bytes: number[] = [];
  pieces.forEach((m, i) => {
    let text = m[3] ?? m[4] ?? '';
    if (!m[2]) return bytes.push(...Buffer.from(text, 'utf8'));
    if (i === 0) text = text.replace(/^[\w-]*'[\w-]*'/, ''); // charset'language'
    for (const [, hex, plain] of text.matchAll(/%([0-9a-f]{2})|([^%]+)/gi))
      bytes.push(...(hex ? [parseInt(hex, 16)] : Buffer.from(plain ?? '', 'utf8')));
  });
  return Buffer.from(bytes).toString('utf8');
}

export function parseMessage(raw: Buffer): ParsedMessage {
  const [headers, body] = splitHead(raw.toString('latin1'));
  const type = get(headers, 'content-type') ?? 'text/plain';
  let text = '';
  const attachments: Attachment[] = [];
  const boundary = param(type, 'boundary');
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => splitHead(p.replace(/^\r\n/, '')))
    : [[headers, body] as [Array<[string, string]>, string]];
  for (const [h, b] of parts) {
    const content = decode(b.replace(/\r\n$/, ''), get(h, 'content-transfer-encoding'));
    const disposition = get(h, 'content-disposition');
    if (disposition?.startsWith('attachment')) {
      attachments.push({
        fileName: param(disposition, 'filename') ?? '',
        contentType: (get(h, 'content-type') ?? '').split(';')[0]!.trim(),
        content,
      });
    } else if ((get(h, 'content-type') ?? 'text/plain').startsWith('text/plain')) {
      text = content.toString('utf8').replace(/\r\n/g, '\n');
    }
  }
  return { headers, header: (name) => get(headers, name.toLowerCase()), text, attachments };
}

/** A header value with its RFC 2047 encoded words (=?UTF-8?B?...?=, =?UTF-8?Q?...?=) decoded. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, _charset: string, how: string, text: string) =>
        how.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
                  String.fromCharCode(parseInt(h, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}
