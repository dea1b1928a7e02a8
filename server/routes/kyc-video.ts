// POST /api/kyc/video: a borrower's KYC recording, streamed on to callAwsforUploadVideo (SPEC call 8) as it
// arrives. Never held whole: only the first 4 KB wait in memory, to check they are a WebM header.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { LendingClient } from '../lending/client.ts';
import type { Config } from '../config.ts';
import { AppError, UpstreamError } from '../errors.ts';
import { encodeRefstr } from '../lead-link/refstr.ts';
import type { LeadGuard } from '../lead-link/lead-guard.ts';
import { chunksOf, guardedVideo, readHead, startsAsWebm } from '../video/intake.ts';
import { leadNotFound } from './kyc.ts';
import { messages } from '../../shared/messages.ts';
import { videoUploadFieldsSchema, videoUploadResponseSchema } from '../../shared/schemas/kyc.ts';

export const fieldsOutOfOrder = 'Send the refstr field first, then the video file.';
export const notWebm = 'The video must be a WebM recording.';
export const videoTooLarge = 'The video is too large. Please record a shorter one.';

/** After an early answer, how long the rest of the body is read and dropped before the socket is closed. */
const LINGER_MS = 10_000;

const call = 'callAwsforUploadVideo';

/** Multipart parse failures in our words: limits and malformed bodies are the sender's mistake. */
function partError(err: unknown): AppError {
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, videoTooLarge);
  if (/^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) return new AppError(400, fieldsOutOfOrder);
  if (err instanceof AppError) return err;
  return new AppError(400, 'The upload could not be read.', undefined, { cause: err });
}

/**
 * A client that still sends after we answered early (a 413 half-way, say) would see a reset instead of
 * our answer if we closed at once; read and drop the rest for a while (nginx's lingering close), then close.
 */
function lingerThenClose(raw: IncomingMessage): void {
  if (raw.complete || raw.destroyed) return;
  const timer = setTimeout(() => raw.destroy(), LINGER_MS);
  timer.unref();
  raw.once('close', () => clearTimeout(timer));
  raw.unpipe();
  raw.resume();
}

export const kycVideoRoutes: FastifyPluginAsync<{
  lending: LendingClient;
  config: Config;
  /** Reads lead links and slows down an address trying links that name no lead. */
  leads: LeadGuard;
}> = async (app, { lending, config, leads }) => {
  const limit = config.limits.videoBytes;
  // The app's multipart plugin (server/plugins/multipart.ts) parses; these options are this route's own.
  const partsOptions = {
    // One byte past the limit, so our own count (which refuses the file) always trips before busboy
    // would cut it short silently; `truncated` is checked as well.
    limits: { fields: 1, files: 1, parts: 2, fieldSize: 256, fileSize: limit + 1, headerPairs: 20 },
    // Room for a few socket reads, so parsing and sending overlap instead of taking turns chunk by chunk
    // (the 16 KB default); with chunksOf's queue, a few hundred KB per upload whatever the file's size.
    highWaterMark: 256 * 1024,
    fileHwm: 64 * 1024,
  };

  app.post(
    '/api/kyc/video',
    {
      config: {
        accepts: ['multipart/form-data'],
        rateLimit: { max: config.rateLimits.video, timeWindow: '1 minute' },
        upstreamFailure: messages.uploadFailed,
        doc: {
          summary: "Upload a lead's video-KYC recording (refstr first, then the WebM video)",
          tags: ['kyc'],
          body: videoUploadFieldsSchema,
          bodyContentType: 'multipart/form-data',
          responses: {
            201: { description: messages.uploadSuccess, schema: videoUploadResponseSchema },
            400: { description: `${messages.invalidLink} / ${fieldsOutOfOrder}` },
            404: { description: leadNotFound },
            429: { description: messages.tooManyRequests },
            413: { description: videoTooLarge },
            415: { description: notWebm },
            502: { description: messages.uploadFailed },
          },
        },
      },
      onResponse: async (request) => lingerThenClose(request.raw),
    },
    async (request, reply) => {
      const started = performance.now();
      const stop = new AbortController();
      // The connection closing before our answer (the browser left, or we cut a stalled one) stops the upload.
      const onClose = () => {
        if (!reply.raw.writableFinished) stop.abort(new Error('connection closed'));
      };
      reply.raw.once('close', onClose);
      const deadline = setTimeout(() => cutOff(request, 'deadline'), config.limits.videoUploadMs);
      // What was wrong with the browser's request, when that is found only while it streams on.
      let refused: AppError | undefined;
      const refuse = (problem: AppError) => {
        refused ??= problem;
        stop.abort(problem);
        return problem;
      };
      let file: MultipartFile['file'] | undefined;
      try {
        const parts = request.parts(partsOptions);
        const next = (): Promise<IteratorResult<Multipart>> =>
          withIdleLimit(request, config.limits.videoIdleMs, parts.next()).catch((err: unknown) => {
            throw partError(err);
          });

        const first = await next();
        if (first.done || first.value.type !== 'field' || first.value.fieldname !== 'refstr')
          throw new AppError(400, fieldsOutOfOrder);
        const leadId = await leads.leadIdOf(request, String(first.value.value ?? ''));
        const lead = await lending.getLeadDetails(leadId, {
          requestId: request.id,
          signal: stop.signal,
        });
        if (!lead) {
          await leads.noSuchLead(request);
          throw new AppError(404, leadNotFound);
        }

        const second = await next();
        if (second.done || second.value.type !== 'file' || second.value.fieldname !== 'video')
          throw new AppError(400, fieldsOutOfOrder);
        const source = second.value.file;
        file = source;
        source.once('limit', () => refuse(new AppError(413, videoTooLarge)));
        const file$ = chunksOf(source);
        // The browser's file: a stream error (a body cut short, say) is the sender's fault, not ours.
        const chunks: AsyncIterator<Buffer> = {
          next: () =>
            file$.next().catch((err: unknown) => {
              throw refuse(partError(err));
            }),
          return: () => file$.return!(),
        };
        const head = await withIdleLimit(request, config.limits.videoIdleMs, readHead(chunks));
        if (!startsAsWebm(head)) throw new AppError(415, notWebm);

        const video = guardedVideo({
          head,
          rest: chunks,
          limit,
          onTooLarge: () => refuse(new AppError(413, videoTooLarge)),
          // The upstream gets its closing boundary only once the browser's request ended properly.
          beforeEnd: async () => {
            if (source.truncated) throw refuse(new AppError(413, videoTooLarge));
            const after = await next().catch((err: unknown) => {
              throw refuse(partError(err));
            });
            if (!after.done) throw refuse(new AppError(400, fieldsOutOfOrder));
          },
        });
        const result = await lending.uploadVideo(
          {
            leadRefstr: encodeRefstr(leadId),
            video,
            filename: 'video-kyc.webm',
            contentType: 'video/webm',
            signal: stop.signal,
          },
          { requestId: request.id },
        );
        if (refused) throw refused;
        if (!result.ok) {
          const early = result.complete ? '' : ' before it had the whole video';
          throw new UpstreamError(call, 'status', `${call} answered ${result.status}${early}`);
        }
        request.log.info(
          { outcome: 'uploaded', durationMs: Math.round(performance.now() - started) },
          'video KYC upload',
        );
        return reply.code(201).send({ message: messages.uploadSuccess });
      } catch (err) {
        if (reply.raw.destroyed) {
          request.log.info({ outcome: 'connection closed' }, 'video KYC upload');
          return reply.hijack(); // nobody is left to answer
        }
        throw refused ?? err;
      } finally {
        clearTimeout(deadline);
        reply.raw.off('close', onClose);
        // Whatever stopped the upload early, the browser's file stream goes too (nothing stays paused on it).
        if (file && !file.readableEnded) file.destroy();
      }
    },
  );
};

/** Ends a connection that stalled or overran; the close handler then stops the upload. */
function cutOff(request: FastifyRequest, why: 'idle' | 'deadline'): void {
  request.log.warn({ outcome: why }, 'video KYC upload cut off');
  request.raw.destroy();
}

/** While we wait on the browser (before the upload's own idle clock runs), it must keep sending. */
async function withIdleLimit<T>(request: FastifyRequest, ms: number, work: Promise<T>): Promise<T> {
  const timer = setTimeout(() => cutOff(request, 'idle'), ms);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
  }
}
