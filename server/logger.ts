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

function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of piiKeys) {
    const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    const dot = k.startsWith('[') ? '' : '.';
    paths.push(k, `*${dot}${k}`, `*.*${dot}${k}`, `*.*.*${dot}${k}`);
  }
  return paths;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: redactPaths(), censor: '[redacted]' },
    base: { service: 'rupeeflow-site' },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label) => ({ level: label }) },
  };
}
