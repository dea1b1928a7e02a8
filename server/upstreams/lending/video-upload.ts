// Streams a KYC recording to callAwsforUploadVideo: never buffered, never retried, bounded by an idle
// clock (a stalled sender or a silent upstream ends it), and torn down at once when the caller aborts.
import { UpstreamError } from '../../errors.ts';
import { multipartBody } from './multipart-body.ts';
import type { CallContext, Transport } from './transport.ts';

const call = 'callAwsforUploadVideo';

export interface VideoUpload {
  /** The refstr the lending API knows the lead by (the legacy unsigned form). */
  leadRefstr: string;
  video: NodeJS.ReadableStream | AsyncIterable<Buffer | Uint8Array | string>;
  filename: string;
  contentType: string;
  /** Aborting it aborts the upstream request and frees its socket. */
  signal: AbortSignal;
}

export interface UploadResult {
  /** A 2xx answer to a request that carried the whole video. */
  ok: boolean;
  status: number;
  /** The whole video had been handed on when the answer came (false: the upstream answered early). */
  complete: boolean;
}

/** Ends the source when an upload stops, so a stalled reader does not hold it (or its socket) open. */
function stopSource(video: VideoUpload['video']): void {
  const source = video as { destroy?: unknown; return?: unknown };
  if (typeof source.destroy === 'function') source.destroy();
  else if (typeof source.return === 'function')
    (source.return() as Promise<unknown>).catch(() => undefined);
}

/**
 * ok is judged by a 2xx status (the body is not read for meaning), and only once the whole video was sent: an
 * upstream answering before it has read everything cannot have stored the recording, whatever it says.
 */
export async function sendVideo(
  transport: Transport,
  upload: VideoUpload,
  ctx: CallContext,
  uploadTimeoutMs: number,
): Promise<UploadResult> {
  const idle = new AbortController();
  const timer = setTimeout(
    () =>
      idle.abort(
        new UpstreamError(call, 'timeout', `${call}: no progress for ${uploadTimeoutMs} ms`),
      ),
    uploadTimeoutMs,
  );
  const signal = AbortSignal.any([upload.signal, idle.signal, ...(ctx.signal ? [ctx.signal] : [])]);
  const onAbort = () => stopSource(upload.video);
  signal.addEventListener('abort', onAbort, { once: true });
  let sourceDone = false;
  async function* source(): AsyncGenerator<Buffer | Uint8Array | string> {
    try {
      yield* upload.video as AsyncIterable<Buffer | Uint8Array | string>;
      sourceDone = true;
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      throw new UpstreamError(call, 'aborted', `${call}: the video stream failed`, undefined, {
        cause: err,
      });
    }
  }
  const body = multipartBody(
    [['refstr', upload.leadRefstr]],
    {
      name: 'video',
      filename: upload.filename,
      contentType: upload.contentType,
      stream: source(),
    },
    () => timer.refresh(),
  );
  try {
    // headersTimeout 0: our idle clock above covers both the slow send and the wait for the answer.
    const answer = await transport.send(
      { call, method: 'POST', body, headersTimeout: 0, deadlineMs: 0, signal },
      ctx,
    );
    // Read now: the source is marked done before the closing boundary goes out, so a complete answer finds it set.
    const complete = sourceDone;
    return {
      ok: complete && answer.status >= 200 && answer.status < 300,
      status: answer.status,
      complete,
    };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    // An upstream that answered before reading everything must not leave the source half-read.
    if (!sourceDone) stopSource(upload.video);
  }
}
