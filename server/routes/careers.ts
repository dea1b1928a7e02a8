// POST /api/careers: a job application with its resume (multipart). The resume streams to disk as it arrives;
// 202 once the whole application, resume attached, is durably in the mail spool.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { parseWith } from '../validation.ts';
import { careersMessage } from '../mail/compose.ts';
import { receiveResume } from '../spool/resume-upload.ts';
import { resumeMime, type ResumeType } from '../spool/resume-type.ts';
import {
  careersAccepted,
  careersFieldsSchema,
  careersSchema,
  resumeMaxBytes,
} from '../../shared/schemas/careers.ts';
import { contactAcceptedSchema } from '../../shared/schemas/contact.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';
import { problemSchema as problem } from '../openapi/problem.ts';

export interface CareersOptions {
  rateLimit: number;
  /** Largest resume accepted, in bytes (RESUME_MAX_BYTES). */
  resumeBytes: number;
  mail: { from: string; to: string };
}

const doc: RouteDoc = {
  summary:
    'Apply for a job with a resume; stored durably, then e-mailed to the hiring team with the resume attached',
  tags: ['forms'],
  body: careersFieldsSchema.extend({
    resume: z
      .file()
      .max(resumeMaxBytes)
      .mime(Object.values(resumeMime))
      .describe('PDF, DOC or DOCX, recognised by its first bytes; the file name does not matter'),
  }),
  bodyContentType: 'multipart/form-data',
  responses: {
    202: { description: 'Accepted: stored and queued for delivery', schema: contactAcceptedSchema },
    403: { description: 'Sent from another site', schema: problem },
    413: { description: 'The resume (or a field) is too large', schema: problem },
    415: { description: 'Not multipart, or the resume is not a PDF, DOC or DOCX', schema: problem },
    422: { description: 'Field errors in `errors`, one message per field', schema: problem },
    429: {
      description: 'Too many submissions from this address; see Retry-After',
      schema: problem,
    },
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

export const careersRoutes: FastifyPluginAsync<CareersOptions> = async (app, opts) => {
  app.post(
    '/api/careers',
    {
      config: {
        accepts: ['multipart/form-data'],
        rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' },
        doc,
      },
    },
    async (request, reply) => reply.code(202).send(await acceptCareers(app, request, reply, opts)),
  );
};
