// The PAN check without script (issue 41): the PAN page's form posts (form-urlencoded, to the page's own address,
// which carries the link's refstr) to POST /getpanverify or /hi/getpanverify, and the answer is a plain page in
// that language with the lending API's answer, sanitized as the JSON route's is. The same guard, limits and
// refusals apply as to POST /api/pan/verify; a refusal comes back as a page too. Nothing sent goes in a URL.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LendingClient } from '../../upstreams/lending/client.ts';
import type { Config } from '../../config.ts';
import type { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { Problem } from '../../http/errors.ts';
import { FORM_CONTENT_TYPE, registerFormParser } from '../../http/form-body.ts';
import { page as htmlPage } from '../../http/openapi/responses.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { messagePage, shell } from '../../http/plain-page.ts';
import { pageLanguage } from '../../http/language/answer-language.ts';
import { leadInfoInLanguage } from '../../http/language/lead-info-words.ts';
import { assetUrl, type AssetVersions } from '../../../shared/asset-url.ts';
import { leadQuerySchema, panVerifySchema } from '../../../shared/schemas/kyc.ts';
import { localePath, locales, type LocaleCode } from '../../../shared/locales.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import * as hindi from '../../../shared/server-messages.hi.ts';
import { messages } from '../../../shared/messages.ts';
import { kycMessages } from '../../../shared/kyc-messages.ts';
import { site } from '../../../shared/site.ts';
import type { LeadGuard } from './lead-guard.ts';
import { sanitizeLeadInfoHtml } from './lead-info-html.ts';

export interface PanNoScriptOptions {
  lending: LendingClient;
  config: Config;
  leads: LeadGuard;
  /** The per-PAN limit the JSON route takes from too. */
  perPan: IdentifierLimiter;
  /** Content versions of public/, for the logo's URL. */
  assetVersions: AssetVersions;
}

const PAGE = '/getpanverify';
const bodySchema = panVerifySchema.pick({ pan: true });

function wordsIn(locale: LocaleCode) {
  return {
    lang: locales[locale].htmlLang,
    words: locale === 'hi' ? hindi.serverMessages : serverMessages,
  };
}

/** Back to the page the form was on: the same address, its refstr included (the borrower's own link). */
const backHref = (request: FastifyRequest) => request.url;

export const panNoScriptRoutes: FastifyPluginAsyncZod<PanNoScriptOptions> = async (app, opts) => {
  const { lending, config, leads, perPan } = opts;
  const logoUrl = assetUrl(config.assetBaseUrl, 'img/logo.svg', opts.assetVersions);
  registerFormParser(app, 4 * 1024);

  const problemPage = (problem: Problem, request: FastifyRequest) => {
    const { lang, words } = wordsIn(pageLanguage(request));
    return messagePage({
      lang,
      title: words.panCheckTitle,
      message: problem.status === 422 ? (problem.errors?.pan ?? problem.detail) : problem.detail,
      logoUrl,
      link: { href: backHref(request), label: words.backToPanCheck },
    });
  };

  for (const locale of Object.keys(locales) as LocaleCode[]) {
    app.post(
      localePath(locale, PAGE),
      {
        config: {
          accepts: [FORM_CONTENT_TYPE],
          rateLimit: { max: config.rateLimits.panAddress, timeWindow: '1 minute' },
          personalData: true,
          upstreamFailure: kycMessages.panVerifyFailed,
          problemPage,
        },
        schema: {
          summary: `Verify a lead's PAN posted without script (${locale}): answers a page`,
          tags: ['kyc'],
          consumes: [FORM_CONTENT_TYPE],
          querystring: leadQuerySchema,
          body: bodySchema,
          response: {
            200: htmlPage("The lending API's answer, sanitized, in a page"),
            400: htmlPage(messages.invalidLink),
            422: htmlPage('Not a PAN'),
            429: htmlPage(serverMessages.tooManyRequests),
            502: htmlPage(kycMessages.panVerifyFailed),
          },
        },
      },
      async (request, reply) => {
        const leadId = await leads.leadIdOf(request, request.query.refstr);
        const { pan } = request.body;
        await perPan.take(pan);
        const html = await lending.getLeadInfo(leadId, pan, { requestId: request.id });
        const { lang, words } = wordsIn(locale);
        // The answer went through the allow-list sanitizer (lead-info-html.ts): text, tables, http(s) links only.
        const answer = leadInfoInLanguage(sanitizeLeadInfoHtml(html), locale);
        const body =
          `<h1>${escapeHtml(words.panCheckTitle)}</h1>` +
          `<h2>${escapeHtml(words.panCheckResult)}</h2><div class="answer" role="status">${answer}</div>` +
          `<p><a class="btn" href="${escapeHtml(backHref(request))}">${escapeHtml(words.backToPanCheck)}</a></p>`;
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(shell({ lang, title: `${words.panCheckTitle} | ${site.brand}`, logoUrl, body }));
      },
    );
  }
};
