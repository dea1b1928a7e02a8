// POST /end-session and /hi/end-session (issue 41, a shared phone or cyber café): "Not you? / I'm done" on every
// page that shows someone's loan or payment. A plain form post, so it works without script: it ends this browser's
// repay and apply sessions at once (their cookies expire) and sends the borrower to the repay page in the same
// language, which says the session ended. Same-origin only, like every form of ours.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sessions } from './session.ts';
import { FORM_CONTENT_TYPE, registerFormParser } from '../http/form-body.ts';
import { noBody } from '../http/openapi/responses.ts';
import { localeCodes, localePath } from '../../shared/locales.ts';
import { SESSION_ENDED_QUERY, endSessionSchema } from '../../shared/schemas/session-end.ts';

export const END_SESSION_PATH = '/end-session';

export interface SessionEndOptions {
  sessions: Sessions;
}

export const sessionEndRoutes: FastifyPluginAsyncZod<SessionEndOptions> = async (app, opts) => {
  registerFormParser(app, 1024);
  for (const locale of localeCodes) {
    app.post(
      localePath(locale, END_SESSION_PATH),
      {
        config: { accepts: [FORM_CONTENT_TYPE] },
        schema: {
          summary: `End this browser's repay and apply sessions ("Not you? / I'm done")${locale === 'hi' ? ', from a Hindi page' : ''}`,
          tags: ['otp'],
          consumes: [FORM_CONTENT_TYPE],
          body: endSessionSchema,
          response: {
            303: noBody(
              `Sessions ended: to ${localePath(locale, '/repay-loan')}?${SESSION_ENDED_QUERY}`,
            ),
          },
        },
      },
      async (_request, reply) => {
        opts.sessions.clear(reply);
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${localePath(locale, '/repay-loan')}?${SESSION_ENDED_QUERY}`, 303);
      },
    );
  }
};
