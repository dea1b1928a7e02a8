// A JSON answer serialized once and compressed at most once per encoding, for data that is cached anyway (the
// reference lists): each request then costs a lookup, not a serialization and a compression (decision 0114).
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KnownAnswer } from '../first-answers.ts';
import { headerMemo } from './header-memo.ts';

/** Below this the compress plugin (app.ts) sends bytes as they are; the same threshold here. */
const THRESHOLD = 1024;
/** The compress plugin's order of preference, for equal weights. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export class EncodedJson {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();
  /** The last answer made per encoding, and the route headers it was made with. */
  private readonly answers = new Map<
    Encoding | 'identity',
    { given: ReadonlyMap<string, string>; answer: KnownAnswer }
  >();

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value));
  }

  /** Sends the answer in the encoding the request prefers, as @fastify/compress would have chosen it. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    headers: ReadonlyMap<string, string> = new Map(),
  ): void {
    const answer = this.answer(request, headers);
    for (const [name, value] of answer.headers) reply.header(name, value);
    reply.send(answer.body);
  }

  /**
   * The answer for this request: the given headers, type, encoding and Vary, and the bytes. The same few answers
   * serve every request (one per encoding for a route's headers), so each is made once and shared: read only.
   */
  answer(request: FastifyRequest, given: ReadonlyMap<string, string>): KnownAnswer {
    const encoding =
      this.body.length < THRESHOLD ? undefined : preferred(request.headers['accept-encoding']);
    const key = encoding ?? 'identity';
    const made = this.answers.get(key);
    if (made?.given === given) return made.answer;
    const answer = this.make(given, encoding);
    this.answers.set(key, { given, answer });
    return answer;
  }

  private make(given: ReadonlyMap<string, string>, encoding: Encoding | undefined): KnownAnswer {
    const headers = new Map(given).set('content-type', 'application/json; charset=utf-8');
    if (this.body.length < THRESHOLD) return { status: 200, headers, body: this.body };
    headers.set('vary', 'accept-encoding');
    if (!encoding) return { status: 200, headers, body: this.body };
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    headers.set('content-encoding', encoding);
    return { status: 200, headers, body: bytes };
  }
}

/** The weight the Accept-Encoding header gives each coding it names (q=1 when unsaid, 0 when unreadable). */
const weights = headerMemo(parseWeights);

function parseWeights(header: string): ReadonlyMap<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    found.set(token, Number.isFinite(weight) ? weight : 0);
  }
  return found;
}

const weightOf = (given: ReadonlyMap<string, number>, encoding: Encoding) =>
  given.get(encoding) ?? given.get('*') ?? 0;

/** Whether the Accept-Encoding header allows this coding at all (q > 0): the page cache's gzip copy asks this. */
export function accepts(header: string | undefined, encoding: Encoding): boolean {
  return header ? weightOf(weights(header), encoding) > 0 : false;
}

/** The best encoding the Accept-Encoding header allows (q > 0), ties going to br; undefined for identity. */
export function preferred(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const given = weights(header);
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weightOf(given, encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
