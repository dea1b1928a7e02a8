// The stand-in for callAwsforUploadVideo: reads the multipart as it streams in, counts the video's
// bytes, checks its WebM header, and records the upload once the request is complete; refuses what is not WebM.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { decodeRefstr } from '../../verification/refstr.ts';
import {
  boundaryOf,
  MultipartError,
  MultipartScanner,
  type PartHeaders,
} from './multipart-scanner.ts';
import { sendJson } from './replies.ts';
import type { SandboxRecords } from './records.ts';
import { findLead } from './seed/index.ts';
import { isWebm } from '../lending/webm-signature.ts';

const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
const HEAD_BYTES = 64;
const MAX_FIELD_BYTES = 1024;

export interface UploadSinkDeps {
  records: SandboxRecords;
  logger: Logger;
  refstrSecret?: string;
  /** Bytes received so far by each upload still streaming in. */
  inFlight: Map<symbol, number>;
}

/** The lead a refstr names, read as the legacy unsigned form or, when the sandbox has one, the signed form. */
function leadOf(refstr: string, secret?: string): string | undefined {
  for (const key of secret ? [undefined, secret] : [undefined]) {
    const leadId = decodeRefstr(refstr, key);
    if (leadId !== undefined && findLead(leadId)) return leadId;
  }
  return undefined;
}

// eslint-disable-next-line max-lines-per-function -- one multipart upload scanned as it streams, its checks in the order the lending API makes them
export async function receiveUpload(
  req: IncomingMessage,
  res: ServerResponse,
  deps: UploadSinkDeps,
): Promise<void> {
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) {
    req.resume();
    return sendJson(res, 400, { Status: 0, Message: 'Expected multipart/form-data' });
  }
  const key = Symbol('upload');
  let refstr = '';
  let current: PartHeaders | undefined;
  let video: { bytes: number; head: Buffer[]; headBytes: number; contentType: string } | undefined;
  const scanner = new MultipartScanner(boundary, {
    partStart(headers) {
      current = headers;
      if (headers.name === 'video' && headers.filename !== undefined) {
        video = { bytes: 0, head: [], headBytes: 0, contentType: headers.contentType ?? '' };
      }
    },
    partData(chunk) {
      if (current?.name === 'refstr') {
        if (refstr.length + chunk.length > MAX_FIELD_BYTES)
          throw new MultipartError('refstr too long');
        refstr += chunk.toString('utf8');
      } else if (current?.name === 'video' && video) {
        video.bytes += chunk.length;
        deps.inFlight.set(key, video.bytes);
        if (video.headBytes < HEAD_BYTES) {
          video.head.push(chunk.subarray(0, HEAD_BYTES - video.headBytes));
          video.headBytes += Math.min(chunk.length, HEAD_BYTES - video.headBytes);
        }
      }
    },
    partEnd() {
      current = undefined;
    },
  });

  deps.inFlight.set(key, 0);
  let total = 0;
  try {
    for await (const chunk of req) {
      total += (chunk as Buffer).length;
      if (total > MAX_UPLOAD_BYTES) {
        res.once('finish', () => req.destroy());
        res.setHeader('connection', 'close');
        sendJson(res, 413, { Status: 0, Message: 'File too large' });
        return;
      }
      scanner.write(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof MultipartError) {
      req.resume();
      return sendJson(res, 400, { Status: 0, Message: 'Malformed multipart body' });
    }
    // The client went away mid-upload: nothing to record or answer.
    deps.logger.debug({ call: 'callAwsforUploadVideo' }, 'sandbox upload cut off');
    return;
  } finally {
    deps.inFlight.delete(key);
  }
  if (!scanner.done || !video)
    return sendJson(res, 400, { Status: 0, Message: 'Video file is required' });
  if (!leadOf(refstr.trim(), deps.refstrSecret))
    return sendJson(res, 400, { Status: 0, Message: 'Invalid reference' });
  const validWebm = isWebm(Buffer.concat(video.head));
  // Recorded either way, so a test can see what reached the lending API; only a WebM recording is taken.
  deps.records.uploads.push({
    refstr: refstr.trim(),
    bytes: video.bytes,
    validWebm,
    contentType: video.contentType,
  });
  if (!validWebm)
    return sendJson(res, 415, { Status: 0, Message: 'Invalid video file. Only WebM is accepted.' });
  sendJson(res, 200, {
    Status: 1,
    Message: 'Video uploaded successfully',
    Data: { bytes: video.bytes },
  });
}
