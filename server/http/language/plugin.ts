// Acknowledgements in the reader's language (issue 21; decision 0051): a JSON answer that carries a `message` for a
// person is translated on its way out when the request's language is Hindi (http/language/answer-language.ts), and says
// that it varies with Accept-Language. Problems are worded where they are sent (http/errors.ts). Answers
// without words (reference lists, product terms) pass untouched and keep their caching.
import fp from 'fastify-plugin';
import { answerLanguage, varyOnLanguage } from './answer-language.ts';
import { toHindi } from './translate.ts';

const hasMessage = (body: object): body is { message: string } =>
  typeof (body as { message?: unknown }).message === 'string';

export const languagePlugin = fp(async (app) => {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      return done(null, payload);
    const body = payload as object;
    if (!hasMessage(body)) return done(null, payload);
    varyOnLanguage(reply);
    const locale = answerLanguage(request);
    if (locale === 'en') return done(null, payload);
    done(null, { ...body, message: toHindi(body.message) });
  });
});
