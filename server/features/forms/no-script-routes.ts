// The contact and careers forms without script (issue 19 item 8; decision 0040): each form posts to its own page
// (POST /contact-us form-urlencoded, POST /career multipart), and the answer is that page rendered by the server,
// with the confirmation or with the values sent and a message per field. Nothing travels in a URL. The same
// same-origin check, content types, body schemas, rate limits and handling apply as to /api/contact and
// /api/careers; refusals go through the one error mapping (http/errors.ts) and come back as the page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_CONTENT_TYPE, registerFormParser } from '../../http/form-body.ts';
import {
  acceptContact,
  CONTACT_BUDGET,
  contactPageDoc,
  type ContactOptions,
} from './contact-service.ts';
import {
  acceptCareers,
  CAREERS_BUDGET,
  careersBody,
  careersPageDoc,
  sentValues,
  type CareersOptions,
} from './careers-service.ts';
import { MULTIPART } from '../../http/multipart-body.ts';
import { AppError } from '../../errors.ts';
import { page } from '../../http/openapi/responses.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import {
  localeCodes,
  localePath,
  splitLocalePath,
  type LocaleCode,
} from '../../../shared/locales.ts';
import { pageLanguage } from '../../http/language/answer-language.ts';
import { localizeProblem, say } from '../../http/language/translate.ts';
import { contactSchema } from '../../../shared/schemas/contact.ts';
import type { FormResult } from '../../../shared/schemas/form-result.ts';
import type { Problem } from '../../../shared/schemas/problem.ts';
import { multipartPlugin } from '../../http/multipart.ts';

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

/** The page's documented answers: the page itself for every outcome the JSON route answers with a Problem. */
function pageResponses(doc: { responses: Record<number, unknown> }, sent: string) {
  return {
    200: page(sent),
    ...Object.fromEntries(
      Object.keys(doc.responses).map((status) => [
        status,
        page('The form again, with its messages'),
      ]),
    ),
  };
}

/** The page's fields of a refusal: a message per field, or one for the whole form (in the page's language). */
function refusal(problem: Problem, locale: LocaleCode): Pick<FormResult, 'errors' | 'formError'> {
  // A refused resume is the resume field's problem.
  if (problem.status === 413 || problem.status === 415)
    return { errors: { resume: problem.detail } };
  if (problem.status === 429) return { formError: say(serverMessages.tooManyRequests, locale) };
  if (problem.status === 422 && problem.errors) return { errors: problem.errors };
  return { formError: problem.detail };
}

// eslint-disable-next-line max-lines-per-function -- lists the contact and careers form posts with their schemas; each handler is short
export const noScriptFormRoutes: FastifyPluginAsyncZod<NoScriptFormOptions> = async (app, opts) => {
  await app.register(multipartPlugin, { fileSize: opts.careers.resumeBytes });
  registerFormParser(app, 32 * 1024);

  /** Every refusal becomes the page again with its message, not a JSON problem a browser would show raw. */
  // The page's language is its path's (/hi/contact-us is the Hindi page): its messages are worded in it.
  app.setErrorHandler(async (error, request: FastifyRequest, reply: FastifyReply) => {
    const locale = pageLanguage(request);
    const problem = localizeProblem(app.problemFor(error, request), locale);
    const careers = splitLocalePath(request.url).path.startsWith(CAREERS_PAGE);
    const values = careers ? sentValues(request) : request.body;
    if (error instanceof AppError && error.retryAfter)
      reply.header('retry-after', String(error.retryAfter));
    return app.renderPage(
      request,
      reply,
      localePath(locale, careers ? CAREERS_PAGE : CONTACT_PAGE),
      {
        form: careers ? 'careers' : 'contact',
        values: textValues(values),
        ...refusal(problem, locale),
      },
      problem.status,
    );
  });

  /** The page again with the form's acknowledgement, in the page's language. */
  const confirmed = <T extends { message: string }>(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: LocaleCode,
    form: 'contact' | 'careers',
    sent: T,
  ) =>
    app.renderPage(
      request,
      reply,
      localePath(locale, form === 'careers' ? CAREERS_PAGE : CONTACT_PAGE),
      { form, values: {}, sent: { ...sent, message: say(sent.message, locale) } },
    );

  /** The summary of a page route in the OpenAPI document. */
  const pageSummary = (doc: { summary: string }, locale: LocaleCode) =>
    `${doc.summary} (posted by a browser without script; answered with the page${locale === 'hi' ? ', in Hindi' : ''})`;

  for (const locale of localeCodes) {
    app.post(
      localePath(locale, CONTACT_PAGE),
      {
        config: {
          accepts: [FORM_CONTENT_TYPE],
          rateLimit: {
            max: opts.contact.rateLimit,
            timeWindow: '1 minute',
            groupId: CONTACT_BUDGET,
          },
        },
        schema: {
          summary: pageSummary(contactPageDoc, locale),
          tags: ['forms'],
          consumes: [FORM_CONTENT_TYPE],
          body: contactSchema,
          response: pageResponses(contactPageDoc, 'The page, confirming the message was received'),
        },
      },
      async (request, reply) => {
        const sent = await acceptContact(app, request.body, opts.contact, request.log);
        return confirmed(request, reply, locale, 'contact', sent);
      },
    );
  }

  const { schema: body, ...read } = careersBody(app, opts.careers.resumeBytes);
  for (const locale of localeCodes) {
    app.post(
      localePath(locale, CAREERS_PAGE),
      {
        config: {
          accepts: [MULTIPART],
          upload: true,
          rateLimit: {
            max: opts.careers.rateLimit,
            timeWindow: '1 minute',
            groupId: CAREERS_BUDGET,
          },
          bodyBounds: opts.careers.bodyBounds,
        },
        schema: {
          summary: pageSummary(careersPageDoc, locale),
          tags: ['forms'],
          ...body,
          response: pageResponses(
            careersPageDoc,
            'The page, confirming the application was received',
          ),
        },
        ...read,
      },
      async (request, reply) => {
        const sent = await acceptCareers(app, request, request.body, opts.careers);
        return confirmed(request, reply, locale, 'careers', sent);
      },
    );
  }
};
