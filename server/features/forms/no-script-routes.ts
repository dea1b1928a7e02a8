// The forms without script (issue 19 item 8, issue 41; decision 0040): each form posts to its own page (POST
// /contact-us and /privacy-requests form-urlencoded, POST /career multipart, POST /grievance-redressal for the
// complaint status lookup), in either language (/hi/...), and the answer is that page rendered by the server, with
// the confirmation (a reference number, a complaint's status) or with the values sent and a message per field.
// Nothing travels in a URL. The same same-origin check, content types, body schemas, rate limits and handling apply
// as to the JSON routes; refusals go through the one error mapping (http/errors.ts) and come back as the page.
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
import { acceptPrivacyRequest, type PrivacyRequestOptions } from './privacy-request-routes.ts';
import type { ComplaintRouteOptions } from './complaint-routes.ts';
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
import { privacyRequestSchema } from '../../../shared/schemas/privacy-request.ts';
import { codeStepWords } from '../../../shared/code-step-words.ts';
import { complaintLookupSchema } from '../../../shared/schemas/complaint.ts';
import type { FormResult } from '../../../shared/schemas/form-result.ts';
import type { Problem } from '../../../shared/schemas/problem.ts';
import { multipartPlugin } from '../../http/multipart.ts';

export interface NoScriptFormOptions {
  contact: ContactOptions;
  careers: CareersOptions;
  privacy: PrivacyRequestOptions;
  complaints: ComplaintRouteOptions;
}

type FormName = FormResult['form'];

/** The page each form is on, inside a language's route table. */
const PAGES: Readonly<Record<FormName, string>> = {
  contact: '/contact-us',
  careers: '/career',
  privacy: '/privacy-requests',
  complaint: '/grievance-redressal',
};

/** The form a request posted, by its page's path. */
function formOf(request: FastifyRequest): FormName {
  const path = splitLocalePath(request.url.split('?', 1)[0]!).path.toLowerCase();
  const found = (Object.keys(PAGES) as FormName[]).find((form) => PAGES[form] === path);
  return found ?? 'contact';
}

/** Text values to show again: strings only, bounded, never a file. */
function textValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body).slice(0, 20))
      if (typeof value === 'string') values[key.slice(0, 40)] = value.slice(0, 4000);
  return values;
}

/** The page's documented answers: the page itself for every outcome the JSON route answers with a Problem. */
function pageResponses(statuses: readonly number[], sent: string) {
  return {
    200: page(sent),
    ...Object.fromEntries(
      statuses.map((status) => [status, page('The form again, with its messages')]),
    ),
  };
}

/** The page's fields of a refusal: a message per field, or one for the whole form (in the page's language). */
function refusal(problem: Problem, locale: LocaleCode): Pick<FormResult, 'errors' | 'formError'> {
  // A refused resume is the resume field's problem.
  if (problem.status === 413 || problem.status === 415)
    return { errors: { resume: problem.detail } };
  if (problem.status === 429) return { formError: say(serverMessages.tooManyRequests, locale) };
  // A privacy request needs its mobile proved by a one-time code (issue 40), a step that needs script: say so, and
  // whom to call, rather than ask for a code this page cannot take (issue 41).
  if (problem.status === 401) return { formError: codeStepWords(locale) };
  if (problem.status === 422 && problem.errors) return { errors: problem.errors };
  return { formError: problem.detail };
}

/** The summary of a page route in the OpenAPI document. */
const pageSummary = (summary: string, locale: LocaleCode) =>
  `${summary} (posted by a browser without script; answered with the page${locale === 'hi' ? ', in Hindi' : ''})`;

// eslint-disable-next-line max-lines-per-function -- lists the four form posts (contact, privacy request, complaint lookup, careers) in both languages with their schemas; each handler is short
export const noScriptFormRoutes: FastifyPluginAsyncZod<NoScriptFormOptions> = async (app, opts) => {
  await app.register(multipartPlugin, { fileSize: opts.careers.resumeBytes });
  registerFormParser(app, 32 * 1024);

  /** Every refusal becomes the page again with its message, not a JSON problem a browser would show raw. */
  // The page's language is its path's (/hi/contact-us is the Hindi page): its messages are worded in it.
  app.setErrorHandler(async (error, request: FastifyRequest, reply: FastifyReply) => {
    const locale = pageLanguage(request);
    const problem = localizeProblem(app.problemFor(error, request), locale);
    const form = formOf(request);
    const values = form === 'careers' ? sentValues(request) : request.body;
    if (error instanceof AppError && error.retryAfter)
      reply.header('retry-after', String(error.retryAfter));
    return app.renderPage(
      request,
      reply,
      localePath(locale, PAGES[form]),
      { form, values: textValues(values), ...refusal(problem, locale) },
      problem.status,
    );
  });

  /** The page again with the form's answer, in the page's language. */
  const answered = (
    request: FastifyRequest,
    reply: FastifyReply,
    locale: LocaleCode,
    result: Omit<FormResult, 'values'>,
  ) =>
    app.renderPage(request, reply, localePath(locale, PAGES[result.form]), {
      values: {},
      ...result,
      ...(result.sent
        ? { sent: { ...result.sent, message: say(result.sent.message, locale) } }
        : {}),
    });

  const formConfig = (rateLimit: number) => ({
    accepts: [FORM_CONTENT_TYPE],
    rateLimit: { max: rateLimit, timeWindow: '1 minute' },
  });

  for (const locale of localeCodes) {
    app.post(
      localePath(locale, PAGES.contact),
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
          summary: pageSummary(contactPageDoc.summary, locale),
          tags: ['forms'],
          consumes: [FORM_CONTENT_TYPE],
          body: contactSchema,
          response: pageResponses(
            Object.keys(contactPageDoc.responses).map(Number),
            'The page, confirming the message was received',
          ),
        },
      },
      async (request, reply) => {
        const sent = await acceptContact(app, request.body, opts.contact, request.log, request.id);
        return answered(request, reply, locale, { form: 'contact', sent });
      },
    );

    app.post(
      localePath(locale, PAGES.privacy),
      {
        config: formConfig(opts.privacy.rateLimit),
        schema: {
          summary: pageSummary('Ask for a privacy request (DPDP Act 2023)', locale),
          tags: ['forms'],
          consumes: [FORM_CONTENT_TYPE],
          body: privacyRequestSchema,
          response: pageResponses(
            [403, 415, 422, 429, 503],
            'The page, with the reference number of the request',
          ),
        },
      },
      async (request, reply) => {
        const { reference } = await acceptPrivacyRequest(app, request, request.body, opts.privacy);
        return answered(request, reply, locale, {
          form: 'privacy',
          sent: { message: '', reference },
        });
      },
    );

    app.post(
      localePath(locale, PAGES.complaint),
      {
        config: formConfig(opts.complaints.rateLimit),
        schema: {
          summary: pageSummary("A complaint's status, for the mobile it was filed with", locale),
          tags: ['forms'],
          consumes: [FORM_CONTENT_TYPE],
          body: complaintLookupSchema,
          response: pageResponses(
            [403, 404, 415, 422, 429],
            "The grievance page, with the complaint's status and its clocks",
          ),
        },
      },
      async (request, reply) => {
        const status = await opts.complaints.find(request.body);
        // The reference is shown again; the mobile is not written back into the page.
        return answered(request, reply, locale, { form: 'complaint', status });
      },
    );
  }

  const { schema: body, ...read } = careersBody(app, opts.careers.resumeBytes);
  for (const locale of localeCodes) {
    app.post(
      localePath(locale, PAGES.careers),
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
          summary: pageSummary(careersPageDoc.summary, locale),
          tags: ['forms'],
          ...body,
          response: pageResponses(
            Object.keys(careersPageDoc.responses).map(Number),
            'The page, confirming the application was received',
          ),
        },
        ...read,
      },
      async (request, reply) => {
        const sent = await acceptCareers(app, request, request.body, opts.careers);
        return answered(request, reply, locale, { form: 'careers', sent });
      },
    );
  }
};
