// A small application/x-www-form-urlencoded body parser for the payment routes (the Pay Now form and the
// gateway's callbacks), registered only in their plugin: a size cap, and a repeated field refused outright,
// so no two readers can ever disagree about which `amount` or `hash` was meant.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { serverMessages } from '../../shared/server-messages.ts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new AppError(400, serverMessages.fieldTwice);
    fields[name] = value;
  }
  return { ...fields };
}

export function registerFormParser(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    FORM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (err) {
        done(err as Error, undefined);
      }
    },
  );
}
