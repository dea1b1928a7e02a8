// POST /api/kyc/video: a borrower's KYC recording, streamed on to callAwsforUploadVideo (SPEC call 8) as it
// arrives; server/features/kyc/video-upload-session.ts holds the upload itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LendingClient } from '../../upstreams/lending/client.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { encodeRefstr } from '../../verification/refstr.ts';
import type { LeadGuard } from './lead-guard.ts';
import { filePart } from '../../http/openapi/file-part.ts';
import { json, problem } from '../../http/openapi/responses.ts';
import { MULTIPART, multipartBody } from '../../http/multipart-body.ts';
import {
  UploadSession,
  fieldsOutOfOrder,
  lingerThenClose,
  notWebm,
  videoTooLarge,
} from './video-upload-session.ts';
import { leadNotFound } from './kyc-routes.ts';
import { messages } from '../../../shared/messages.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { kycMessages } from '../../../shared/kyc-messages.ts';
import { videoUploadFieldsSchema, videoUploadResponseSchema } from '../../../shared/schemas/kyc.ts';
import { multipartPlugin } from '../../http/multipart.ts';

/** The multipart body as the schema checks it: the refstr field, then the video part (read as it streams on). */
const videoUploadSchema = videoUploadFieldsSchema.extend({
  video: filePart(
    z.custom<UploadSession>((part) => part instanceof UploadSession),
    {
      contentTypes: ['video/webm'],
      description: 'The WebM recording, after the refstr field',
    },
  ),
});

export const kycVideoRoutes: FastifyPluginAsyncZod<{
  lending: LendingClient;
  config: Config;
  /** Reads lead links and slows down an address trying links that name no lead. */
  leads: LeadGuard;
}> = async (app, { lending, config, leads }) => {
  await app.register(multipartPlugin, { fileSize: config.limits.resumeBytes });
  const { videoBytes: bytes, videoIdleMs: idleMs, videoUploadMs: deadlineMs } = config.limits;
  const { schema: body, preValidation } = multipartBody(videoUploadSchema, (request, reply) =>
    UploadSession.open(request, reply, { bytes, idleMs, deadlineMs }),
  );

  app.post(
    '/api/kyc/video',
    {
      config: {
        accepts: [MULTIPART],
        rateLimit: { max: config.rateLimits.video, timeWindow: '1 minute' },
        upload: true,
        // A recording takes longer to arrive than any form: its own progress-based bounds.
        bodyBounds: { idleMs: config.limits.videoIdleMs, totalMs: config.limits.videoUploadMs },
        upstreamFailure: kycMessages.uploadFailed,
      },
      schema: {
        summary: "Upload a lead's video-KYC recording (refstr first, then the WebM video)",
        tags: ['kyc'],
        ...body,
        response: {
          201: json(kycMessages.uploadSuccess, videoUploadResponseSchema),
          400: problem(`${messages.invalidLink} / ${fieldsOutOfOrder}`),
          404: problem(leadNotFound),
          429: problem(serverMessages.tooManyRequests),
          413: problem(videoTooLarge),
          415: problem(notWebm),
          422: problem(messages.invalidLink),
          502: problem(kycMessages.uploadFailed),
        },
      },
      preValidation,
      onResponse: async (request) => lingerThenClose(request.raw),
    },
    async (request, reply) => {
      const { refstr, video: session } = request.body;
      const leadId = await leads.leadIdOf(request, refstr);
      const outcome = await session.upload(async (video, signal) => {
        const ctx = { requestId: request.id, signal };
        if (!(await lending.getLeadDetails(leadId, ctx))) {
          await leads.noSuchLead(request);
          throw new AppError(404, leadNotFound);
        }
        const upload = { leadRefstr: encodeRefstr(leadId), video: await video(), signal };
        const file = { filename: 'video-kyc.webm', contentType: 'video/webm' };
        return lending.uploadVideo({ ...upload, ...file }, { requestId: request.id });
      });
      if (outcome === 'gone') return reply.hijack(); // nobody is left to answer
      return reply.code(201).send({ message: kycMessages.uploadSuccess });
    },
  );
};
