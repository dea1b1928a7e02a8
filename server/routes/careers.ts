// POST /api/careers: a job application with its resume (multipart). The resume streams to disk as it arrives;
// 202 once the whole application, resume attached, is durably in the mail spool.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../errors.ts';
import { careersMessage } from '../mail/compose.ts';
import { receiveResume } from '../spool/resume-upload.ts';
import { resumeMime, type ResumeType } from '../spool/resume-type.ts';
import { json, problem } from '../openapi/responses.ts';
import { filePart } from '../openapi/file-part.ts';
import {
  careersAccepted,
  careersFieldsSchema,
  resumeSchema,
} from '../../shared/schemas/careers.ts';
import { contactAcceptedSchema } from '../../shared/schemas/contact.ts';

export interface CareersOptions {
  rateLimit: number;
  /** Largest resume accepted, in bytes (RESUME_MAX_BYTES). */
  resumeBytes: number;
  /** Progress-based bounds on receiving the upload (RESUME_IDLE_TIMEOUT_MS, RESUME_UPLOAD_TIMEOUT_MS). */
  bodyBounds: { idleMs: number; totalMs: number };
  mail: { from: string; to: string };
}

/** The multipart body as the schema checks it: the text fields, and the resume part as its name and size. */
const careersUploadSchema = careersFieldsSchema.extend({
  resume: filePart(resumeSchema, {
    // Its declared type and file name do not matter: the server decides by the first bytes.
    contentType: 'application/octet-stream',
    description: 'The resume: PDF, DOC or DOCX, recognised by its first bytes',
  }),
});

/** The resume of a request in progress: where it is on disk and what its first bytes say it is. */
interface Upload {
  id: string;
  receivedAt: Date;
  path: string;
  type?: ResumeType;
}

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

export const careersRoutes: FastifyPluginAsyncZod<CareersOptions> = async (app, opts) => {
  const uploads = new WeakMap<FastifyRequest, Upload>();

  /** Reads the multipart body before validation: the resume streams to disk, the fields become request.body. */
  async function readBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const receivedAt = new Date();
    const id = app.spool.newId(receivedAt);
    const upload: Upload = { id, receivedAt, path: app.spool.tmpPath(id, 'upload') };
    uploads.set(request, upload);
    const fields: Record<string, string> = {};
    let resume: { name: string; size: number } | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: opts.resumeBytes } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'resume') {
            part.file.resume();
            continue;
          }
          const received = await receiveResume(part.file, upload.path);
          upload.type = received.type;
          resume = { name: part.filename ?? '', size: received.size };
        } else {
          if (part.valueTruncated) throw new AppError(413, 'The request is too large.');
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      // The rest of a refused upload is not worth reading: answer, then close the connection.
      if (!request.raw.readableEnded) reply.header('connection', 'close');
      throw error;
    }
    request.body = { ...fields, resume };
  }

  app.post(
    '/api/careers',
    {
      config: {
        accepts: ['multipart/form-data'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
      },
      schema: {
        summary:
          'Apply for a job with a resume; stored durably, then e-mailed to the hiring team with the resume attached',
        tags: ['forms'],
        consumes: ['multipart/form-data'],
        body: careersUploadSchema,
        response: {
          202: json('Accepted: stored and queued for delivery', contactAcceptedSchema),
          403: problem('Sent from another site'),
          413: problem('The resume (or a field) is too large'),
          415: problem('Not multipart, or the resume is not a PDF, DOC or DOCX'),
          422: problem('Field errors in `errors`, one message per field'),
          429: problem('Too many submissions from this address; see Retry-After'),
        },
      },
      preValidation: readBody,
      // Whatever the answer, the work file goes before it is sent (the spool keeps its own copy of an accepted one).
      onSend: async (request, _reply, payload) => {
        const upload = uploads.get(request);
        if (upload) await rm(upload.path, { force: true });
        return payload;
      },
    },
    async (request, reply) => {
      const application = request.body;
      const { id, receivedAt, path, type } = uploads.get(request)!;
      await app.spool.put(
        'careers',
        id,
        careersMessage(
          application,
          {
            path,
            // A non-empty file always has a type, or receiveResume refused it.
            fileName: attachmentName(application.resume.name, type!),
            contentType: resumeMime[type!],
          },
          { from: opts.mail.from, to: opts.mail.to, id, receivedAt },
        ),
      );
      request.log.info(
        { submission: id, bytes: application.resume.size },
        'careers application accepted',
      );
      return reply.code(202).send(careersAccepted);
    },
  );
};
