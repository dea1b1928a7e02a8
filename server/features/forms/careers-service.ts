// A job application with its resume, as the JSON-less careers routes take it (careers-routes.ts, and without script
// no-script-routes.ts): the resume streams to disk as it arrives; accepted once the whole application, resume
// attached, is committed in the outbox.
import { buffer } from 'node:stream/consumers';
import { newSubmissionId } from '../../outbox/submission-id.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../../errors.ts';
import { careersMessage } from './mail-compose.ts';
import { receiveResume } from './resume-upload.ts';
import { resumeMime, type ResumeType } from './resume-type.ts';
import {
  careersAccepted,
  careersSchema,
  resumeSchema,
  type Careers,
} from '../../../shared/schemas/careers.ts';
import { filePart } from '../../http/openapi/file-part.ts';
import { multipartBody } from '../../http/multipart-body.ts';
import { problem } from '../../http/openapi/responses.ts';
import { serverMessages } from '../../../shared/server-messages.ts';

/** The rate-limit group of every route the careers form posts to. */
export const CAREERS_BUDGET = 'careers-form';

export interface CareersOptions {
  rateLimit: number;
  /** Largest resume accepted, in bytes (RESUME_MAX_BYTES). */
  resumeBytes: number;
  mail: { from: string; to: string };
  /** The upload's own idle and total time bounds (http/request-bounds.ts). */
  bodyBounds: { idleMs: number; totalMs: number };
}

const summary =
  'Apply for a job with a resume; stored durably, then e-mailed to the hiring team with the resume attached';

/** The multipart body as the schema checks it: careersSchema's text fields, the resume a file part. */
export const careersBodySchema = careersSchema.extend({
  resume: filePart(resumeSchema, {
    contentTypes: [resumeMime.pdf, resumeMime.doc, resumeMime.docx],
    description:
      'The resume: a PDF, DOC or DOCX file (checked by its content), at most RESUME_MAX_BYTES',
  }),
});

const responses = {
  403: problem('Sent from another site'),
  413: problem('The resume (or a field) is too large'),
  415: problem('Not multipart, or the resume is not a PDF, DOC or DOCX'),
  422: problem('Field errors in `errors`, one message per field'),
  429: problem('Too many submissions from this address; see Retry-After'),
};

/** The name the attachment gets: the applicant's own file name, made safe, ending in the detected type. */
function attachmentName(original: string, type: ResumeType): string {
  const stem = basename(original.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 80);
  return `${stem || 'resume'}.${type}`;
}

/** What reading an application left besides its body: the resume's work file, and the text values as sent. */
interface Received {
  /** The application's submission id, taken when its body starts: its work file and its mail are named by it. */
  id: string;
  uploadPath: string;
  type?: ResumeType;
  /** Collected as they arrive, so a page answering without script can show them again, even after a refusal. */
  values: Record<string, string>;
}

const received = new WeakMap<FastifyRequest, Received>();

/** The text values of an application as sent (none before its body was read). */
export const sentValues = (request: FastifyRequest): Record<string, string> =>
  received.get(request)?.values ?? {};

/**
 * Reads a multipart application into the object careersBodySchema checks: the text fields, and the resume
 * streamed to a work file as it arrives (its name and size in the body).
 */
async function readApplication(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  resumeBytes: number,
): Promise<unknown> {
  const id = newSubmissionId(new Date());
  const state: Received = { id, uploadPath: app.mail.workPath(id, 'upload'), values: {} };
  received.set(request, state);
  let resume: { name: string; size: number } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: resumeBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume') {
          part.file.resume();
          continue;
        }
        const { size, type } = await receiveResume(part.file, state.uploadPath);
        // A browser without script sends an empty, nameless file part when no file was chosen: no resume.
        if (size === 0 && !part.filename) continue;
        resume = { name: part.filename ?? '', size };
        state.type = type;
      } else {
        if (part.valueTruncated) throw new AppError(413, serverMessages.requestTooLarge);
        state.values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // The rest of a refused upload is not worth reading: answer, then close the connection.
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw error;
  }
  return { ...state.values, resume };
}

/** The work file goes whatever the answer (accepted, refused or failed), before the answer leaves. */
async function removeUpload(request: FastifyRequest) {
  const state = received.get(request);
  if (state) await rm(state.uploadPath, { force: true });
}

/** The route options both careers routes share: the body, read and validated; the work file removed after. */
export function careersBody(app: FastifyInstance, resumeBytes: number) {
  return {
    ...multipartBody(careersBodySchema, (request, reply) =>
      readApplication(app, request, reply, resumeBytes),
    ),
    onSend: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      await removeUpload(request);
      return payload;
    },
    // A client gone before its answer gets none, so no onSend.
    onRequestAbort: removeUpload,
  };
}

/**
 * Stores a validated application, resume attached, committed in the outbox; the answer for the applicant. The
 * work file stays for careersBody's onSend to remove, whatever the outcome.
 */
export async function acceptCareers(
  app: FastifyInstance,
  request: FastifyRequest,
  application: Careers,
  opts: CareersOptions,
): Promise<{ message: string }> {
  const { id, uploadPath, type } = received.get(request)!;
  const receivedAt = new Date();
  // The whole message, resume attached (at most RESUME_MAX_BYTES, base64), goes into the outbox row (decision 0146).
  const eml = await buffer(
    careersMessage(
      application,
      {
        path: uploadPath,
        // A non-empty file always has a type, or receiveResume refused it; the schema refused an empty one.
        fileName: attachmentName(application.resume.name, type!),
        contentType: resumeMime[type!],
      },
      { from: opts.mail.from, to: opts.mail.to, id, receivedAt },
    ),
  );
  await app.mail.put('careers', id, eml, { requestId: request.id });
  request.log.info(
    { submission: id, bytes: application.resume.size },
    'careers application accepted',
  );
  return { ...careersAccepted };
}

/** The same application posted by a browser without script (no-script-forms.ts) is documented like this. */
export const careersPageDoc = { summary, responses };
