// Turns a raw lending answer into checked data, or into an UpstreamError that names no received values.
import type { z } from 'zod';
import { UpstreamError } from '../../errors.ts';
import type { Envelope } from './answers.ts';
import { stripTags } from './strip-tags.ts';
import type { Answer } from './transport.ts';

/** An upstream Message as plain text ('' when it sent none). */
export function messageText(message: unknown): string {
  if (typeof message === 'string') return stripTags(message);
  if (typeof message === 'number') return String(message);
  return '';
}

/** The body of a 2xx answer; any other status (a redirect included) is an UpstreamError 'status'. */
export function requireOk(call: string, answer: Answer): string {
  if (answer.text !== null) return answer.text;
  const what =
    answer.status >= 300 && answer.status < 400
      ? 'a redirect (not followed)'
      : `status ${answer.status}`;
  throw new UpstreamError(call, 'status', `${call}: answered ${what}`);
}

export function parseJson(call: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UpstreamError(call, 'malformed', `${call}: answer is not JSON`, undefined, {
      cause: err,
    });
  }
}

export function parseWith<S extends z.ZodType>(
  call: string,
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Paths only: zod messages can quote received values, and those may be PII.
  const where = result.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
  throw new UpstreamError(call, 'malformed', `${call}: unexpected answer shape at ${where}`);
}

/** How the lending API says an id it was given names nothing ("No record found"), as opposed to refusing. */
const NO_RECORD = /\bno (?:record|data)s?\b|\bnot found\b/i;

export function isNoRecord(message: string): boolean {
  return NO_RECORD.test(message);
}

/** An envelope's Data, with a missing or null list read as empty. */
export function listData(env: Envelope): unknown {
  return env.Data === null || env.Data === undefined ? [] : env.Data;
}

/** A full HTML document (a framework's error page) or a JSON body: never the fragment getLeadInfo answers. */
const NOT_A_FRAGMENT = /^\s*(?:<!doctype\b|<html\b|<\?xml\b|[{[])/i;

/** getLeadInfo's text, refused when it is plainly not the HTML fragment a PAN check answers. */
export function requireFragment(call: string, text: string): string {
  if (NOT_A_FRAGMENT.test(text))
    throw new UpstreamError(
      call,
      'malformed',
      `${call}: answer is an error page or JSON, not a fragment`,
    );
  return text;
}
