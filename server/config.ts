// Parses the environment once into a typed Config; a bad value stops the start naming every bad variable.
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A comma-separated list of proxy addresses or CIDRs; `true` is refused on purpose (see DESIGN 9). */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((list) => !list.some((s) => ['true', '*', '1'].includes(s.toLowerCase())), {
    message: 'must list proxy addresses or CIDRs, never "true"',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_BASE_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  ASSET_BASE_URL: z.string().default('/assets'),
  LENDING_API_URL: optionalUrl,
  LENDING_API_TIMEOUT_MS: positiveInt(5000),
  PAYU_URL: optionalUrl,
  PAYU_VERIFY_URL: optionalUrl,
  PAYU_KEY: optionalString,
  PAYU_SALT: optionalString,
  SMS_URL: optionalUrl,
  SMS_API_KEY: optionalString,
  SMTP_URL: optionalString,
  MAIL_TO_CONTACT: z.email().default('info@rupeeflow.in'),
  MAIL_TO_CAREERS: z.email().default('careers@rupeeflow.in'),
  MAIL_FROM: z.email().default('website@rupeeflow.in'),
  REDIS_URL: optionalString,
  REFSTR_SECRET: optionalString,
  METRICS_TOKEN: optionalString,
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  VIDEO_MAX_BYTES: positiveInt(16 * 1024 * 1024),
  VIDEO_IDLE_TIMEOUT_MS: positiveInt(30_000),
  VIDEO_UPLOAD_TIMEOUT_MS: positiveInt(10 * 60_000),
  RESUME_MAX_BYTES: positiveInt(5 * 1024 * 1024),
  RATE_LIMIT_APPLICATIONS: positiveInt(5),
  RATE_LIMIT_LOOKUP: positiveInt(10),
  RATE_LIMIT_PAN: positiveInt(10),
  RATE_LIMIT_VIDEO: positiveInt(3),
  RATE_LIMIT_FORMS: positiveInt(5),
  RATE_LIMIT_DEFAULT: positiveInt(300),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Absolute origin used for canonical URLs and gateway callbacks, without a trailing slash. */
  publicBaseUrl: string;
  trustProxy: string[];
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  assetBaseUrl: string;
  lending: { url?: string; timeoutMs: number };
  payu: { url?: string; verifyUrl?: string; key?: string; salt?: string };
  sms: { url?: string; apiKey?: string };
  mail: { smtpUrl?: string; toContact: string; toCareers: string; from: string };
  redisUrl?: string;
  refstrSecret?: string;
  metrics: { token?: string; port?: number };
  limits: {
    videoBytes: number;
    resumeBytes: number;
    /** A video upload with no progress this long (client silent or lending API not reading) is cut off. */
    videoIdleMs: number;
    /** The longest a video upload may take in all, however steadily it trickles in. */
    videoUploadMs: number;
  };
  rateLimits: {
    applications: number;
    lookup: number;
    pan: number;
    video: number;
    forms: number;
    default: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Services that are real as soon as their URL is set, and the secrets each then needs. */
const requiredWith: Array<[keyof Env, Array<keyof Env>]> = [
  ['PAYU_URL', ['PAYU_KEY', 'PAYU_SALT', 'PAYU_VERIFY_URL']],
  ['SMS_URL', ['SMS_API_KEY']],
];

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const missing: string[] = [];
  for (const [service, needs] of requiredWith) {
    if (e[service] === undefined) continue;
    for (const name of needs) {
      if (e[name] === undefined) missing.push(`${name}: required when ${service} is set`);
    }
  }
  if (missing.length > 0) throw new ConfigError(missing);

  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    assetBaseUrl: e.ASSET_BASE_URL.replace(/\/+$/, ''),
    lending: { url: e.LENDING_API_URL, timeoutMs: e.LENDING_API_TIMEOUT_MS },
    payu: { url: e.PAYU_URL, verifyUrl: e.PAYU_VERIFY_URL, key: e.PAYU_KEY, salt: e.PAYU_SALT },
    sms: { url: e.SMS_URL, apiKey: e.SMS_API_KEY },
    mail: {
      smtpUrl: e.SMTP_URL,
      toContact: e.MAIL_TO_CONTACT,
      toCareers: e.MAIL_TO_CAREERS,
      from: e.MAIL_FROM,
    },
    redisUrl: e.REDIS_URL,
    refstrSecret: e.REFSTR_SECRET,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    limits: {
      videoBytes: e.VIDEO_MAX_BYTES,
      resumeBytes: e.RESUME_MAX_BYTES,
      videoIdleMs: e.VIDEO_IDLE_TIMEOUT_MS,
      videoUploadMs: e.VIDEO_UPLOAD_TIMEOUT_MS,
    },
    rateLimits: {
      applications: e.RATE_LIMIT_APPLICATIONS,
      lookup: e.RATE_LIMIT_LOOKUP,
      pan: e.RATE_LIMIT_PAN,
      video: e.RATE_LIMIT_VIDEO,
      forms: e.RATE_LIMIT_FORMS,
      default: e.RATE_LIMIT_DEFAULT,
    },
  };
}

/** The non-secret view of the config, for the start-up log line. */
export function describeConfig(c: Config): Record<string, unknown> {
  return {
    env: c.env,
    port: c.port,
    host: c.host,
    publicBaseUrl: c.publicBaseUrl,
    trustProxy: c.trustProxy,
    dataDir: c.dataDir,
    assetBaseUrl: c.assetBaseUrl,
    lending: c.lending.url ? 'live' : 'sandbox',
    payments: c.payu.url ? 'live' : 'sandbox',
    sms: c.sms.url ? 'live' : 'sandbox',
    mail: c.mail.smtpUrl ? 'smtp' : 'spool-only',
    rateLimitStore: c.redisUrl ? 'redis' : 'memory',
    refstrSigned: Boolean(c.refstrSecret),
    limits: c.limits,
    rateLimits: c.rateLimits,
  };
}
