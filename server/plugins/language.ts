// Our answers in the reader's language (issue 21; decision 0051): every JSON answer that carries words for a person
// (a problem's title, detail and field messages; an acknowledgement's message) is translated on its way out when
// the request's language is Hindi (language/answer-language.ts), and says that it varies with Accept-Language.
// Answers without words (reference lists, product terms) pass untouched and keep their caching.
import fp from 'fastify-plugin';
import { answerLanguage, varyOnLanguage } from '../language/answer-language.ts';
import { localizeProblem, toHindi } from '../language/translate.ts';
import type { Problem } from '../../shared/schemas/problem.ts';

const isProblem = (body: object): body is Problem =>
  typeof (body as Problem).detail === 'string' && typeof (body as Problem).status === 'number';

const hasMessage = (body: object): body is { message: string } =>
  typeof (body as { message?: unknown }).message === 'string';

export const languagePlugin = fp(async (app) => {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      return done(null, payload);
    const body = payload as object;
    const problem = isProblem(body);
    if (!problem && !hasMessage(body)) return done(null, payload);
    varyOnLanguage(reply);
    const locale = answerLanguage(request);
    if (locale === 'en') return done(null, payload);
    done(
      null,
      problem ? localizeProblem(body, locale) : { ...body, message: toHindi(body.message) },
    );
  });
});
