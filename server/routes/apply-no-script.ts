// POST /apply-now and /hi/apply-now (issue 41): the application form posted by a browser without script. The
// application needs the mobile verified by a one-time code first, a step that runs in the page's script, so
// nothing posted is read, kept or logged: the answer is a page in the form's language saying so plainly, with our
// phone number and hours, and the way back to the form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_CONTENT_TYPE, registerFormParser } from '../payments/form-body.ts';
import { messagePage } from '../payments/pages.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
import { page } from '../openapi/responses.ts';
import { site } from '../../shared/site.ts';
import { hoursInHindi } from '../../shared/hours-hindi.ts';
import { localeCodes, localePath, locales, type LocaleCode } from '../../shared/locales.ts';
import * as english from '../../shared/server-messages.ts';
import * as hindi from '../../shared/server-messages.hi.ts';
import { pageMessages } from '../../shared/page-messages.ts';
import * as hindiPages from '../../shared/page-messages.hi.ts';

/** Why the code step cannot run here and whom to call, in a language: the words every no-script answer uses. */
export function codeStepWords(locale: LocaleCode): string {
  return locale === 'hi'
    ? hindi.codeStepNeedsScript(site.phone, hoursInHindi(site.officeHours))
    : english.codeStepNeedsScript(site.phone, site.officeHours);
}

/** The notice at the top of the apply and repay pages, shown only by a browser without script. */
export const codeStepNoScript = (locale: LocaleCode) =>
  `<noscript><div class="container"><p class="alert alert-info code-step-no-script" role="note">${escapeHtml(codeStepWords(locale))}</p></div></noscript>`;

export interface ApplyNoScriptOptions {
  /** The logo's URL, content-versioned (server/asset-versions.ts). */
  logoUrl: string;
}

/** Whatever the form holds: never read (a name, PAN or mobile here goes nowhere). */
const anyForm = z.record(z.string(), z.string()).describe('The application form; not read');

export const applyNoScriptRoutes: FastifyPluginAsyncZod<ApplyNoScriptOptions> = async (
  app,
  opts,
) => {
  registerFormParser(app, 32 * 1024);
  for (const locale of localeCodes) {
    const hi = locale === 'hi';
    const words = hi ? hindi : english;
    app.post(
      localePath(locale, '/apply-now'),
      {
        config: { accepts: [FORM_CONTENT_TYPE] },
        schema: {
          summary: `The application form posted without script: a page saying the code step needs script${hi ? ', in Hindi' : ''}`,
          tags: ['forms'],
          consumes: [FORM_CONTENT_TYPE],
          body: anyForm,
          response: { 200: page('Why the form was not sent, whom to call, the way back') },
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            messagePage({
              lang: locales[locale].htmlLang,
              title: words.applyNeedsScriptTitle,
              message: codeStepWords(locale),
              logoUrl: opts.logoUrl,
              link: {
                href: localePath(locale, '/apply-now'),
                label: hi ? hindiPages.pageMessages.notFoundApply : pageMessages.notFoundApply,
              },
            }),
          ),
    );
  }
};
