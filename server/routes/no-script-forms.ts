// The contact and careers forms without script (issue 19 item 8; decision 0040): each form posts to its own page
// (POST /contact-us form-urlencoded, POST /career multipart), and the answer is that page rendered by the server,
// with the confirmation or with the values sent and a message per field. Nothing travels in a URL. The same
// same-origin check, content types, rate limits and handling apply as to /api/contact and /api/careers.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { FORM_CONTENT_TYPE, registerFormParser } from '../payments/form-body.ts';
import { acceptContact, type ContactOptions } from './contact.ts';
import { acceptCareers, type CareersOptions } from './careers.ts';
import { messages } from '../../shared/messages.ts';
import type { FormResult } from '../../shared/schemas/form-result.ts';

export interface NoScriptFormOptions {
  contact: ContactOptions;
  careers: CareersOptions;
}

const CONTACT_PAGE = '/contact-us';
const CAREERS_PAGE = '/career';

/** Text values to show again: strings only, bounded, never a file. */
function textValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body).slice(0, 20))
      if (typeof value === 'string') values[key.slice(0, 40)] = value.slice(0, 4000);
  return values;
}

export const noScriptFormRoutes: FastifyPluginAsync<NoScriptFormOptions> = async (app, opts) => {
  registerFormParser(app, 32 * 1024);

  /** Every refusal becomes the page again with its message, not a JSON problem a browser would show raw. */
  async function answerRefusal(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    result: Omit<FormResult, 'values'> & { values: Record<string, string> },
    error: unknown,
  ) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
    const fieldErrors = error.status === 422 ? error.errors : undefined;
    const formError =
      error.status === 429
        ? messages.tooManyRequests
        : error.status === 413 || error.status === 415
          ? undefined
          : fieldErrors
            ? undefined
            : error.detail;
    // A refused resume is the resume field's problem.
    const errors =
      error.status === 413 || error.status === 415 ? { resume: error.detail } : fieldErrors;
    return app.renderPage(request, reply, page, { ...result, errors, formError }, error.status);
  }

  app.setErrorHandler(async (error, request, reply) => {
    const page = request.url.startsWith(CAREERS_PAGE) ? CAREERS_PAGE : CONTACT_PAGE;
    const form = page === CAREERS_PAGE ? 'careers' : 'contact';
    const refusal = error instanceof AppError ? error : toAppError(error);
    return answerRefusal(request, reply, page, { form, values: {} }, refusal);
  });

  app.post(
    CONTACT_PAGE,
    {
      config: {
        accepts: [FORM_CONTENT_TYPE],
        rateLimit: { max: opts.contact.rateLimit, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const values = textValues(request.body);
      try {
        const sent = await acceptContact(app, request.body, opts.contact, request.log);
        return app.renderPage(request, reply, CONTACT_PAGE, { form: 'contact', values: {}, sent });
      } catch (error) {
        return answerRefusal(request, reply, CONTACT_PAGE, { form: 'contact', values }, error);
      }
    },
  );

  app.post(
    CAREERS_PAGE,
    {
      config: {
        accepts: ['multipart/form-data'],
        rateLimit: { max: opts.careers.rateLimit, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const values: Record<string, string> = {};
      try {
        const sent = await acceptCareers(app, request, reply, opts.careers, values);
        return app.renderPage(request, reply, CAREERS_PAGE, { form: 'careers', values: {}, sent });
      } catch (error) {
        return answerRefusal(
          request,
          reply,
          CAREERS_PAGE,
          { form: 'careers', values: textValues(values) },
          error,
        );
      }
    },
  );
};

/** Errors raised before the handler (rate limit, content type, same-origin) as the AppError they stand for. */
function toAppError(error: unknown): AppError | unknown {
  const e = error as { statusCode?: number; message?: string };
  if (typeof e.statusCode === 'number' && e.statusCode < 500)
    return new AppError(e.statusCode, e.message ?? messages.somethingWrong);
  return error;
}
