// One POST /api/kyc/video from its first byte to its answer: the multipart parts read in order (refstr, then the
// video), the recording passed on as it arrives (only its first 4 KB wait, to check they are a WebM header), and
// every way it can stop: too large, not WebM, a stalled or overlong upload, the browser leaving, the upstream failing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { UploadResult } from '../../upstreams/lending/video-upload.ts';
import { AppError, UpstreamError } from '../../errors.ts';
import { chunksOf, guardedVideo, readHead, startsAsWebm } from './video-intake.ts';
import { serverMessages } from '../../../shared/server-messages.ts';

export const { fieldsOutOfOrder, notWebm, videoTooLarge } = serverMessages;

/** After an early answer, how long the rest of the body is read and dropped before the socket is closed. */
const LINGER_MS = 10_000;

const call = 'callAwsforUploadVideo';

export interface UploadLimits {
  /** Largest recording, in bytes. */
  bytes: number;
  /** The browser must keep sending: the longest pause while we wait on it. */
  idleMs: number;
  /** The whole upload's time. */
  deadlineMs: number;
}

/** What the upload did: uploaded (answer 201), or the connection is gone and nobody is left to answer. */
export type UploadOutcome = 'uploaded' | 'gone';

/** Multipart parse failures in our words: limits and malformed bodies are the sender's mistake. */
function partError(err: unknown): AppError {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, videoTooLarge);
  if (/^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) return new AppError(400, fieldsOutOfOrder);
  if (err instanceof AppError) return err;
  return new AppError(400, serverMessages.uploadUnreadable, undefined, { cause: err });
}

/**
 * A client that still sends after we answered early (a 413 half-way, say) would see a reset instead of
 * our answer if we closed at once; read and drop the rest for a while (nginx's lingering close), then close.
 */
export function lingerThenClose(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  const timer = setTimeout(() => raw.destroy(), LINGER_MS);
  timer.unref();
  raw.once('close', () => clearTimeout(timer));
  raw.unpipe();
  raw.resume();
}

/** Ends a connection that stalled or overran; the close handler then stops the upload. */
function cutOff(request: FastifyRequest, why: 'idle' | 'deadline'): void {
  request.log.warn({ outcome: why }, 'video KYC upload cut off');
  request.raw.destroy();
}

export class UploadSession {
  private readonly stop = new AbortController();
  /** What was wrong with the browser's request, when that is found only while it streams on. */
  private refused: AppError | undefined;
  private readonly started = performance.now();
  private readonly deadline: NodeJS.Timeout;
  private parts!: AsyncIterator<Multipart>;
  private file!: MultipartFile['file'];

  private constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly limits: UploadLimits,
  ) {
    this.deadline = setTimeout(() => cutOff(request, 'deadline'), limits.deadlineMs);
    // The connection closing before our answer (the browser left, or we cut a stalled one) stops the upload.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) this.stop.abort(new Error('connection closed'));
      this.release();
    });
  }

  /**
   * Reads the first two parts, refstr then the video file, refusing any other order: what the route's body
   * schema checks. The video's bytes are not read yet.
   */
  static async open(
    request: FastifyRequest,
    reply: FastifyReply,
    limits: UploadLimits,
  ): Promise<{ refstr: string; video: UploadSession }> {
    const session = new UploadSession(request, reply, limits);
    session.parts = request.parts({
      // One byte past the limit, so our own count (which refuses the file) always trips before busboy
      // would cut it short silently; `truncated` is checked as well.
      limits: {
        fields: 1,
        files: 1,
        parts: 2,
        fieldSize: 256,
        fileSize: limits.bytes + 1,
        headerPairs: 20,
      },
      // Room for a few socket reads, so parsing and sending overlap instead of taking turns chunk by chunk
      // (the 16 KB default); with chunksOf's queue, a few hundred KB per upload whatever the file's size.
      highWaterMark: 256 * 1024,
      fileHwm: 64 * 1024,
    });
    const first = await session.next();
    if (first.done || first.value.type !== 'field' || first.value.fieldname !== 'refstr')
      throw new AppError(400, fieldsOutOfOrder);
    const second = await session.next();
    if (second.done || second.value.type !== 'file' || second.value.fieldname !== 'video')
      throw new AppError(400, fieldsOutOfOrder);
    session.file = second.value.file;
    session.file.once('limit', () => session.refuse(new AppError(413, videoTooLarge)));
    return { refstr: String(first.value.value ?? ''), video: session };
  }

  /**
   * Runs the upload: `work` looks up what it needs (aborted with the session's signal), then hands `video()`,
   * the checked recording, on upstream. Answers 'gone' when the browser left and nobody is left to answer.
   */
  async upload(
    work: (
      video: () => Promise<AsyncIterable<Buffer>>,
      signal: AbortSignal,
    ) => Promise<UploadResult>,
  ): Promise<UploadOutcome> {
    const { request } = this;
    try {
      const result = await work(() => this.video(), this.stop.signal);
      if (this.refused) throw this.refused;
      if (!result.ok) {
        const early = result.complete ? '' : ' before it had the whole video';
        throw new UpstreamError(call, 'status', `${call} answered ${result.status}${early}`);
      }
      request.log.info(
        { outcome: 'uploaded', durationMs: Math.round(performance.now() - this.started) },
        'video KYC upload',
      );
      return 'uploaded';
    } catch (err) {
      if (this.reply.raw.destroyed) {
        request.log.info({ outcome: 'connection closed' }, 'video KYC upload');
        return 'gone';
      }
      throw this.refused ?? err;
    } finally {
      this.release();
    }
  }

  /** The recording, checked to start as WebM, capped at the limit, and ended only by the body's proper end. */
  private async video(): Promise<AsyncIterable<Buffer>> {
    const source = this.file;
    const file$ = chunksOf(source);
    // The browser's file: a stream error (a body cut short, say) is the sender's fault, not ours.
    const chunks: AsyncIterator<Buffer> = {
      next: () =>
        file$.next().catch((err: unknown) => {
          throw this.refuse(partError(err));
        }),
      return: () => file$.return!(),
    };
    const head = await this.withIdleLimit(readHead(chunks));
    if (!startsAsWebm(head)) throw new AppError(415, notWebm);
    return guardedVideo({
      head,
      rest: chunks,
      limit: this.limits.bytes,
      onTooLarge: () => this.refuse(new AppError(413, videoTooLarge)),
      // The upstream gets its closing boundary only once the browser's request ended properly.
      beforeEnd: async () => {
        if (source.truncated) throw this.refuse(new AppError(413, videoTooLarge));
        const after = await this.next().catch((err: unknown) => {
          throw this.refuse(err as AppError);
        });
        if (!after.done) throw this.refuse(new AppError(400, fieldsOutOfOrder));
      },
    });
  }

  private refuse(problem: AppError): AppError {
    this.refused ??= problem;
    this.stop.abort(problem);
    return problem;
  }

  private next(): Promise<IteratorResult<Multipart>> {
    return this.withIdleLimit(this.parts.next()).catch((err: unknown) => {
      throw partError(err);
    });
  }

  /** While we wait on the browser (before the upload's own idle clock runs), it must keep sending. */
  private async withIdleLimit<T>(work: Promise<T>): Promise<T> {
    const timer = setTimeout(() => cutOff(this.request, 'idle'), this.limits.idleMs);
    try {
      return await work;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whatever stopped the upload, its clock stops and the browser's file stream goes too (nothing stays paused). */
  private release(): void {
    clearTimeout(this.deadline);
    if (this.file && !this.file.readableEnded) this.file.destroy();
  }
}
