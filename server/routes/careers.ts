// POST /api/careers: a job application with its resume (multipart). The resume streams to disk as it arrives;
// 202 once the whole application, resume attached, is durably in the mail spool.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../errors.ts';
import { parseWith } from '../validation.ts';
import { careersMessage } from '../mail/compose.ts';
import { receiveResume } from '../spool/resume-upload.ts';
import { resumeMime, type ResumeType } from '../spool/resume-type.ts';
import { careersAccepted, careersSchema } from '../../shared/schemas/careers.ts';
import { contactAcceptedSchema } from '../../shared/schemas/contact.ts';
import { json, problem } from '../openapi/responses.ts';

export interface CareersOptions {
  rateLimit: number;
  /** Largest resume accepted, in bytes (RESUME_MAX_BYTES). */
  resumeBytes: number;
  mail: { from: string; to: string };
  /** The upload's own idle and total time bounds (plugins/request-bounds.ts). */
  bodyBounds: { idleMs: number; totalMs: number };
}

// The multipart body is read part by part in the handler (the resume streams to disk), so the schema documents it
// and acceptCareers validates it with the same fields.
const schema = {
  summary:
    'Apply for a job with a resume; stored durably, then e-mailed to the hiring team with the resume attached',
  tags: ['forms'],
  consumes: ['multipart/form-data'],
  response: {
    202: json('Accepted: stored and queued for delivery', contactAcceptedSchema),
    403: problem('Sent from another site'),
    413: problem('The resume (or a field) is too large'),
    415: problem('Not multipart, or the resume is not a PDF, DOC or DOCX'),
    422: problem('Field errors in `errors`, one message per field'),
    429: problem('Too many submissions from this address; see Retry-After'),
  },
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

/**
 * Receives a multipart application (resume streamed to disk), validates it and stores it durably. `fields`
 * collects the text values as they arrive, so a page answering without script can show them again.
 */
export async function acceptCareers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: CareersOptions,
  fields: Record<string, string> = {},
): Promise<{ message: string }> {
  const receivedAt = new Date();
  const id = app.spool.newId(receivedAt);
  const uploadPath = app.spool.tmpPath(id, 'upload');
  let resume: { name: string; size: number; type: ResumeType | undefined } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.resumeBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'resume') {
          part.file.resume();
          continue;
        }
        const received = await receiveResume(part.file, uploadPath);
        // A browser without script sends an empty, nameless file part when no file was chosen: no resume.
        if (received.size === 0 && !part.filename) continue;
        resume = { name: part.filename ?? '', ...received };
      } else {
        if (part.valueTruncated) throw new AppError(413, 'The request is too large.');
        fields[part.fieldname] = String(part.value);
      }
    }
    const application = parseWith(careersSchema, {
      ...fields,
      resume: resume && { name: resume.name, size: resume.size },
    });
    const type = resume!.type!; // a non-empty file always has a type, or receiveResume refused it
    await app.spool.put(
      'careers',
      id,
      careersMessage(
        application,
        {
          path: uploadPath,
          fileName: attachmentName(application.resume.name, type),
          contentType: resumeMime[type],
        },
        { from: opts.mail.from, to: opts.mail.to, id, receivedAt },
      ),
    );
  } catch (error) {
    // The rest of a refused upload is not worth reading: answer, then close the connection.
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw error;
  } finally {
    await rm(uploadPath, { force: true });
  }
  request.log.info({ submission: id, bytes: resume?.size }, 'careers application accepted');
  return { ...careersAccepted };
}

export const careersRoutes: FastifyPluginAsyncZod<CareersOptions> = async (app, opts) => {
  app.post(
    '/api/careers',
    {
      config: {
        accepts: ['multipart/form-data'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
        bodyBounds: opts.bodyBounds,
      },
      schema,
    },
    async (request, reply) => reply.code(202).send(await acceptCareers(app, request, reply, opts)),
  );
};
