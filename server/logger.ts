// pino options: JSON lines, a request id on each, and the personal data of DESIGN section 9 redacted at any depth.
import type { LoggerOptions } from 'pino';

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
export const piiKeys = [
  'pan',
  'panNumber',
  'pan_number',
  'pancard',
  'aadhaar',
  'mobile',
  'alternateMobile',
  'alternate_mobile',
  'phone',
  'email',
  'email_personal',
  'email_official',
  'officialEmail',
  'dob',
  'dateOfBirth',
  'name',
  'fullName',
  'firstName',
  'first_name',
  'middleName',
  'middle_name',
  'surName',
  'sur_name',
  'firstname',
  'lastname',
  'accountNumber',
  'account_number',
  'upi',
  'refstr',
  'query',
  'authorization',
  'cookie',
  'x-forwarded-for',
];

const pii = new Set(piiKeys);
const CENSORED = '[redacted]';

/**
 * Replaces the value of any PII key, at any depth, in what a log call was given. A walk over the small objects
 * we log costs far less than pino's path redaction, which also runs on every per-request child logger.
 */
export function censor(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Error)
    return value;
  if (Array.isArray(value)) {
    const mapped = value.map((v) => censor(v, depth + 1));
    return mapped.some((v, i) => v !== value[i]) ? mapped : value;
  }
  let copy: Record<string, unknown> | undefined;
  // for-in over own keys, not Object.entries: every log line passes here, and the common line has nothing to hide.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const v = record[key];
    const next = pii.has(key) ? CENSORED : censor(v, depth + 1);
    if (next !== v) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * pino's time field, ISO 8601 in UTC. Formatted once per millisecond: under load many lines share one, and
 * formatting a date costs about as much as the rest of an access-log line.
 */
export function isoTime(now: () => number = Date.now): () => string {
  let last = -1;
  let field = '';
  return () => {
    const ms = now();
    if (ms !== last) {
      last = ms;
      field = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return field;
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: 'rupeeflow-site' },
    timestamp: isoTime(),
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => censor(object) as Record<string, unknown>,
    },
  };
}
