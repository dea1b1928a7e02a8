// POST /apply-now and /hi/apply-now (issue 41): the application form posted by a browser without script. The
// application needs the mobile verified by a one-time code first, a step that runs in the page's script, so
// nothing posted is read, kept or logged: a 303 sends the browser back to the form's page, whose notice (shown only
// without script, decision 0098) says so plainly with our phone number and hours. Back never re-posts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_CONTENT_TYPE, registerFormParser } from '../../http/form-body.ts';
import { noBody } from '../../http/openapi/responses.ts';
import { localeCodes, localePath } from '../../../shared/locales.ts';

/** Whatever the form holds: never read (a name, PAN or mobile here goes nowhere). */
const anyForm = z.record(z.string(), z.string()).describe('The application form; not read');

export const applyNoScriptRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFormParser(app, 32 * 1024);
  for (const locale of localeCodes) {
    const page = localePath(locale, '/apply-now');
    app.post(
      page,
      {
        config: { accepts: [FORM_CONTENT_TYPE] },
        schema: {
          summary: `The application form posted without script: back to the form, whose notice says the code step needs script${locale === 'hi' ? ' (Hindi)' : ''}`,
          tags: ['forms'],
          consumes: [FORM_CONTENT_TYPE],
          body: anyForm,
          response: { 303: noBody(`To ${page}, which says why and whom to call`) },
        },
      },
      async (_request, reply) => reply.header('cache-control', 'no-store').redirect(page, 303),
    );
  }
};
