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
  for (const [key, v] of Object.entries(value)) {
    const next = pii.has(key) ? CENSORED : censor(v, depth + 1);
    if (next !== v) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: 'rupeeflow-site' },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => censor(object) as Record<string, unknown>,
    },
  };
}
