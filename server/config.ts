// Parses the environment once into a typed Config; a bad value stops the start naming every bad variable.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { site } from '../shared/site.ts';
import { loadRegister } from './lending-partners/register.ts';
import type { LendingPartnerRegister } from '../shared/schemas/lending-partners.ts';
import { databaseLabel } from './database/label.ts';

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

export const envSchema = z.object({
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
  MAIL_TO_CONTACT: z.email().default(site.email),
  MAIL_TO_CAREERS: z.email().default(site.careersEmail),
  MAIL_TO_GRIEVANCE: z.email().default(site.grievanceOfficer.email),
  MAIL_FROM: z.email().default('website@rupeeflow.in'),
  REDIS_URL: optionalString,
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// connection string',
  }),
  DATABASE_POOL_SIZE: positiveInt(10),
  /** `allow`: a production start with real services on the embedded database (one instance; tests only). */
  DATABASE_EMBEDDED: z.enum(['allow', 'refuse']).default('refuse'),
  /** A dump of PGlite's files (gzipped tar) a new embedded database starts from (tests' child servers). */
  DATABASE_TEMPLATE: optionalString,
  RETENTION_PURGE_EVERY_MS: positiveInt(60 * 60_000),
  REFSTR_SECRET: optionalString,
  /** `allow`: run live without REFSTR_SECRET, accepting enumerable unsigned links (logged at every start). */
  REFSTR_UNSIGNED: z.enum(['allow', 'refuse']).default('refuse'),
  /** Keys the one-time-code hashes and seals the session cookies; shared by every instance (issue 16). */
  OTP_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  METRICS_TOKEN: optionalString,
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SANDBOX_CONTROL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The lending-partner register's data file (JSON); required live, the sample register otherwise. */
  LENDING_PARTNERS_FILE: z.string().trim().min(1).optional(),
  /**
   * Staging only: the services a partly simulated set-up runs as stand-ins beside real ones (decision 0090). Without
   * it the sandbox is all or nothing; refused with NODE_ENV=production.
   */
  SANDBOX_SIMULATE: z
    .string()
    .trim()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['lending', 'payments', 'sms'])))
    .optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt(25_000),
  VIDEO_MAX_BYTES: positiveInt(16 * 1024 * 1024),
  VIDEO_IDLE_TIMEOUT_MS: positiveInt(30_000),
  VIDEO_UPLOAD_TIMEOUT_MS: positiveInt(10 * 60_000),
  RESUME_MAX_BYTES: positiveInt(5 * 1024 * 1024),
  RESUME_IDLE_TIMEOUT_MS: positiveInt(30_000),
  RESUME_UPLOAD_TIMEOUT_MS: positiveInt(3 * 60_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  BODY_IDLE_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  MAX_CONNECTIONS_PER_ADDRESS: positiveInt(64),
  /** Uploads (careers, video) in flight on one instance; past it 503 (issue 40). */
  MAX_UPLOADS_IN_FLIGHT: positiveInt(100),
  SHUTDOWN_REQUEST_DEADLINE_MS: positiveInt(15_000),
  // Per client address (docs/decisions/0030: high enough for a carrier-grade NAT).
  RATE_LIMIT_APPLICATIONS: positiveInt(30),
  RATE_LIMIT_LOOKUP_ADDRESS: positiveInt(120),
  RATE_LIMIT_PAN_ADDRESS: positiveInt(60),
  RATE_LIMIT_VIDEO: positiveInt(20),
  RATE_LIMIT_FORMS: positiveInt(30),
  RATE_LIMIT_DEFAULT: positiveInt(1200),
  // Per looked-up identifier (a mobile or PAN, hashed): these carry the abuse protection.
  RATE_LIMIT_LOOKUP: positiveInt(10),
  RATE_LIMIT_PAN: positiveInt(10),
  RATE_LIMIT_LEAD: positiveInt(20),
  RATE_LIMIT_UNKNOWN_LEADS: positiveInt(10),
  PAYU_VERIFY_TIMEOUT_MS: positiveInt(8000),
  SMS_TIMEOUT_MS: positiveInt(5000),
  SMS_RETRY_FOR_MS: positiveInt(60 * 60_000),
  /** Tries in flight at once per instance: times the instance count, what the provider sees at most (issue 43). */
  SMS_CONCURRENCY: positiveInt(8),
  MAIL_CONCURRENCY: positiveInt(2),
  /** A claimed message's lease (renewed while its try runs): how soon another instance takes over a dead one's. */
  OUTBOX_LEASE_MS: positiveInt(20_000),
  /** How often each instance looks for due messages besides being woken by its own commits. */
  OUTBOX_POLL_MS: positiveInt(1000),
  RATE_LIMIT_APPLICATIONS_PER_MOBILE: positiveInt(3),
  // Sized for a shared address (decision 0091); the per-identifier limits and the SMS budget below protect.
  RATE_LIMIT_OTP_SEND: positiveInt(30),
  /** One-time-code SMS an hour, on every instance together: the cost of SMS does not grow with an address pool. */
  RATE_LIMIT_SMS_PER_HOUR: positiveInt(5000),
  /** Complaint receipts one e-mail address may be sent a day (decision 0093). */
  RATE_LIMIT_RECEIPTS_PER_ADDRESS: positiveInt(3),
  RATE_LIMIT_OTP_VERIFY: positiveInt(20),
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
  payu: { url?: string; verifyUrl?: string; key?: string; salt?: string; verifyTimeoutMs: number };
  sms: {
    url?: string;
    apiKey?: string;
    /** The deadline of one send to the provider (connect, answer and body). */
    timeoutMs: number;
    /** How long an accepted SMS is retried before it is a dead letter (an error log line and a metric). */
    retryForMs: number;
    /** SMS tries in flight at once on this instance. */
    concurrency: number;
  };
  mail: {
    smtpUrl?: string;
    toContact: string;
    toCareers: string;
    /** The grievance officer: privacy requests (MAIL_TO_GRIEVANCE). */
    toGrievance: string;
    from: string;
    /** SMTP connections (mail tries in flight) at once on this instance. */
    concurrency: number;
  };
  /** The fleet's outbox of SMS and mail (issue 43): the claim lease and the poll for due messages. */
  outbox: { leaseMs: number; pollMs: number };
  redisUrl?: string;
  /** The system of record (issue 42): a real PostgreSQL, or (none) the embedded one under DATA_DIR. */
  database: { url?: string; poolSize: number; purgeEveryMs: number; template?: string };
  refstrSecret?: string;
  /** Live without REFSTR_SECRET because REFSTR_UNSIGNED=allow: links are enumerable (warned at start, on /readyz). */
  refstrUnsignedAllowed: boolean;
  /** OTP_SECRET; in sandbox mode without it, a random one for this start (codes and sessions die with it). */
  otpSecret: Buffer;
  /** False when otpSecret was made up at start: then instances do not share codes or sessions. */
  otpSecretConfigured: boolean;
  metrics: { token?: string; port?: number };
  /** Test-only: the loopback port of the sandbox's control server (records and faults over HTTP). */
  sandboxControlPort?: number;
  /** The digital lending apps and lending service providers /lending-partners publishes, and their file. */
  lendingPartners: { register: LendingPartnerRegister; file?: string };
  /**
   * The services run as the sandbox's stand-ins: all three, or none, or (staging, SANDBOX_SIMULATE) the ones named.
   */
  simulated: SimulatedService[];
  shutdown: {
    /** After a signal, how long /readyz answers 503 while requests are still served, so the balancer moves away. */
    drainMs: number;
    /** The bound on the whole shutdown: past it, the process exits 1 with whatever is still in flight. */
    timeoutMs: number;
    /**
     * After the listener closes, how long requests still in flight may take; then their connections are cut so the
     * shutdown hooks run well inside timeoutMs.
     */
    requestDeadlineMs: number;
  };
  /** Bounds on how long a client may take to send a request (http/request-bounds.ts, docs/decisions/0029). */
  requests: {
    /** From the connection (or the previous request) to the end of the request's headers. */
    headersTimeoutMs: number;
    /** A request body that sends nothing for this long is cut. */
    bodyIdleMs: number;
    /** The whole request, headers and body, must have arrived within this. */
    totalMs: number;
    /** Concurrent connections one client address may hold; past it a new connection is refused with 503. */
    maxConnectionsPerAddress: number;
    /** Uploads in flight on this instance, every address together; past it 503. */
    maxUploadsInFlight: number;
  };
  limits: {
    videoBytes: number;
    resumeBytes: number;
    /** A video upload with no progress this long (client silent or lending API not reading) is cut off. */
    videoIdleMs: number;
    /** The longest a video upload may take in all, however steadily it trickles in. */
    videoUploadMs: number;
    /** A careers upload (resume) with no progress this long is cut off. */
    resumeIdleMs: number;
    /** The longest a careers upload may take in all. */
    resumeUploadMs: number;
  };
  /** Requests per minute (docs/decisions/0030). */
  rateLimits: {
    /** Per client address. */
    applications: number;
    /** Per looked-up mobile or PAN (repay lookup, payment initiation). */
    lookup: number;
    /** Per client address, for the same routes. */
    lookupAddress: number;
    /** Per PAN verified. */
    pan: number;
    /** Per client address, for PAN verification. */
    panAddress: number;
    video: number;
    forms: number;
    default: number;
    /** Look-ups of a lead by its link (GET /api/kyc/lead), per minute per address. */
    lead: number;
    /** Links naming no lead an address may try in 10 minutes before its lead look-ups are refused. */
    unknownLeads: number;
    /** Applications per verified mobile per hour, on every instance together. */
    applicationsPerMobile: number;
    /** Code sends and code checks per address per minute (per identifier: server/verification/codes.ts). */
    otpSend: number;
    otpVerify: number;
    /** One-time-code SMS an hour for the whole site (decision 0091). */
    smsPerHour: number;
    /** Complaint receipts an e-mail address may get a day (decision 0093). */
    receiptsPerRecipient: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type SimulatedService = 'lending' | 'payments' | 'sms';

/** Each upstream service: the variable that makes it real, and every variable a real one needs. */
const upstreams: Array<[SimulatedService, keyof Env, Array<keyof Env>]> = [
  ['lending', 'LENDING_API_URL', ['LENDING_API_URL']],
  ['payments', 'PAYU_URL', ['PAYU_URL', 'PAYU_VERIFY_URL', 'PAYU_KEY', 'PAYU_SALT']],
  ['sms', 'SMS_URL', ['SMS_URL', 'SMS_API_KEY']],
];

/**
 * The sandbox is all or nothing (decision 0090): with any real service, every service is real unless SANDBOX_SIMULATE
 * names the stand-ins of a staging set-up exactly. Answers the problems, each naming a variable.
 */
function sandboxProblems(e: Env): string[] {
  const real = upstreams.filter(([, url]) => e[url] !== undefined).map(([name]) => name);
  const named = e.SANDBOX_SIMULATE;
  const problems: string[] = [];
  if (named === undefined) {
    if (real.length === 0 || real.length === upstreams.length) return problems;
    for (const [name, , needs] of upstreams) {
      if (real.includes(name)) continue;
      for (const variable of needs.filter((v) => e[v] === undefined))
        problems.push(
          `${variable}: required because ${real.join(' and ')} ${real.length > 1 ? 'are' : 'is'} real: the ` +
            'sandbox is all or nothing (a live site never runs beside a stand-in)',
        );
    }
    return problems;
  }
  if (e.NODE_ENV === 'production')
    problems.push('SANDBOX_SIMULATE: refused with NODE_ENV=production (staging only)');
  for (const [name, url, needs] of upstreams) {
    if (named.includes(name) && real.includes(name))
      problems.push(`SANDBOX_SIMULATE: names ${name}, but ${url} is set`);
    if (!named.includes(name) && !real.includes(name))
      for (const variable of needs.filter((v) => e[v] === undefined))
        problems.push(
          `${variable}: required because SANDBOX_SIMULATE does not name ${name} as simulated`,
        );
  }
  return problems;
}

/** Services that are real as soon as their URL is set, and the secrets each then needs. */
const requiredWith: Array<[keyof Env, Array<keyof Env>]> = [
  ['PAYU_URL', ['PAYU_KEY', 'PAYU_SALT', 'PAYU_VERIFY_URL']],
  ['SMS_URL', ['SMS_API_KEY', 'OTP_SECRET']],
  // Real borrowers' loans open with a code: its secret must be the same on every instance and survive restarts.
  ['LENDING_API_URL', ['OTP_SECRET']],
];

// eslint-disable-next-line max-lines-per-function -- every variable read in one place, in the README's order, so one list is checked against the table
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
  missing.push(...sandboxProblems(e).filter((p) => !missing.includes(p)));
  const simulated = upstreams.filter(([, url]) => e[url] === undefined).map(([name]) => name);
  // The control server reads every stand-in's records and arms their faults: only on a sandbox with no real service.
  if (e.SANDBOX_CONTROL_PORT !== undefined && simulated.length < upstreams.length)
    missing.push(
      'SANDBOX_CONTROL_PORT: only for tests on the sandbox; unset it when any real service is set',
    );
  // Live lead links without a signature can be walked through by counting (issue 15): refuse unless told.
  if (e.LENDING_API_URL !== undefined && !e.REFSTR_SECRET && e.REFSTR_UNSIGNED !== 'allow')
    missing.push(
      'REFSTR_SECRET: required when LENDING_API_URL is set, so lead links cannot be enumerated ' +
        '(REFSTR_UNSIGNED=allow accepts unsigned links, with a warning)',
    );
  // The register the site publishes must be the operator's, never the sample rows, once every service is real
  // (mode "live"; a staging set-up that simulates some, "partial", may show samples).
  const live = simulated.length === 0;
  const partners = loadRegister(e.LENDING_PARTNERS_FILE, live);
  if ('problem' in partners) missing.push(partners.problem);
  // The embedded database is one instance's disk: a live deployment keeps its records in a shared PostgreSQL.
  const anyReal = [e.LENDING_API_URL, e.PAYU_URL, e.SMS_URL].some((v) => v !== undefined);
  if (
    anyReal &&
    e.NODE_ENV === 'production' &&
    e.DATABASE_URL === undefined &&
    e.DATABASE_EMBEDDED !== 'allow'
  )
    missing.push(
      'DATABASE_URL: required in production with real services (LENDING_API_URL, PAYU_URL or SMS_URL) set; ' +
        'the embedded database is for the sandbox and development only (DATABASE_EMBEDDED=allow: one instance)',
    );
  if (missing.length > 0 || 'problem' in partners) throw new ConfigError(missing);

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
    payu: {
      url: e.PAYU_URL,
      verifyUrl: e.PAYU_VERIFY_URL,
      key: e.PAYU_KEY,
      salt: e.PAYU_SALT,
      verifyTimeoutMs: e.PAYU_VERIFY_TIMEOUT_MS,
    },
    sms: {
      url: e.SMS_URL,
      apiKey: e.SMS_API_KEY,
      timeoutMs: e.SMS_TIMEOUT_MS,
      retryForMs: e.SMS_RETRY_FOR_MS,
      concurrency: e.SMS_CONCURRENCY,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      toContact: e.MAIL_TO_CONTACT,
      toCareers: e.MAIL_TO_CAREERS,
      toGrievance: e.MAIL_TO_GRIEVANCE,
      from: e.MAIL_FROM,
      concurrency: e.MAIL_CONCURRENCY,
    },
    outbox: { leaseMs: e.OUTBOX_LEASE_MS, pollMs: e.OUTBOX_POLL_MS },
    redisUrl: e.REDIS_URL,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      purgeEveryMs: e.RETENTION_PURGE_EVERY_MS,
      template: e.DATABASE_TEMPLATE,
    },
    refstrSecret: e.REFSTR_SECRET,
    refstrUnsignedAllowed:
      e.LENDING_API_URL !== undefined && !e.REFSTR_SECRET && e.REFSTR_UNSIGNED === 'allow',
    otpSecret: e.OTP_SECRET ? Buffer.from(e.OTP_SECRET) : randomBytes(32),
    otpSecretConfigured: e.OTP_SECRET !== undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    sandboxControlPort: e.SANDBOX_CONTROL_PORT,
    lendingPartners: partners,
    simulated,
    shutdown: {
      // Development restarts on every save: no drain there.
      drainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
      requestDeadlineMs: e.SHUTDOWN_REQUEST_DEADLINE_MS,
    },
    requests: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      bodyIdleMs: e.BODY_IDLE_TIMEOUT_MS,
      totalMs: e.REQUEST_TIMEOUT_MS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      maxUploadsInFlight: e.MAX_UPLOADS_IN_FLIGHT,
    },
    limits: {
      videoBytes: e.VIDEO_MAX_BYTES,
      resumeBytes: e.RESUME_MAX_BYTES,
      videoIdleMs: e.VIDEO_IDLE_TIMEOUT_MS,
      videoUploadMs: e.VIDEO_UPLOAD_TIMEOUT_MS,
      resumeIdleMs: e.RESUME_IDLE_TIMEOUT_MS,
      resumeUploadMs: e.RESUME_UPLOAD_TIMEOUT_MS,
    },
    rateLimits: {
      applications: e.RATE_LIMIT_APPLICATIONS,
      lookup: e.RATE_LIMIT_LOOKUP,
      lookupAddress: e.RATE_LIMIT_LOOKUP_ADDRESS,
      pan: e.RATE_LIMIT_PAN,
      panAddress: e.RATE_LIMIT_PAN_ADDRESS,
      video: e.RATE_LIMIT_VIDEO,
      forms: e.RATE_LIMIT_FORMS,
      default: e.RATE_LIMIT_DEFAULT,
      lead: e.RATE_LIMIT_LEAD,
      unknownLeads: e.RATE_LIMIT_UNKNOWN_LEADS,
      applicationsPerMobile: e.RATE_LIMIT_APPLICATIONS_PER_MOBILE,
      otpSend: e.RATE_LIMIT_OTP_SEND,
      otpVerify: e.RATE_LIMIT_OTP_VERIFY,
      smsPerHour: e.RATE_LIMIT_SMS_PER_HOUR,
      receiptsPerRecipient: e.RATE_LIMIT_RECEIPTS_PER_ADDRESS,
    },
  };
}

/**
 * 'sandbox' when every upstream service is a stand-in (DESIGN section 6), 'live' when none is, 'partial' for the
 * staging set-up SANDBOX_SIMULATE names (decision 0090).
 */
export function modeOf(c: Config): 'sandbox' | 'live' | 'partial' {
  if (c.simulated.length === 0) return 'live';
  return c.simulated.length === upstreams.length ? 'sandbox' : 'partial';
}

/** The scheme, host and port of a URL: never its credentials, path or query (an API key may sit in either). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return '(set)';
  }
}

/** The non-secret view of the config, for the start-up log line. Secrets appear only as whether they are set. */
export function describeConfig(c: Config): Record<string, unknown> {
  return {
    env: c.env,
    port: c.port,
    host: c.host,
    publicBaseUrl: c.publicBaseUrl,
    trustProxy: c.trustProxy,
    logLevel: c.logLevel,
    dataDir: c.dataDir,
    assetBaseUrl: c.assetBaseUrl,
    lending: c.lending.url ? 'live' : 'sandbox',
    payments: c.payu.url ? 'live' : 'sandbox',
    sms: c.sms.url ? 'live' : 'sandbox',
    // Where the live services are: scheme, host and port only.
    origins: {
      lending: originOf(c.lending.url),
      payments: originOf(c.payu.url),
      paymentsVerify: originOf(c.payu.verifyUrl),
      sms: originOf(c.sms.url),
    },
    lendingTimeoutMs: c.lending.timeoutMs,
    paymentsVerifyTimeoutMs: c.payu.verifyTimeoutMs,
    smsTimeoutMs: c.sms.timeoutMs,
    smsRetryForMs: c.sms.retryForMs,
    mail: c.mail.smtpUrl
      ? {
          mode: 'smtp',
          toContact: c.mail.toContact,
          toCareers: c.mail.toCareers,
          toGrievance: c.mail.toGrievance,
          from: c.mail.from,
        }
      : // Without a mail server: the sandbox's stand-in (/sandbox/mail), or the outbox keeps it until one is set.
        modeOf(c) === 'sandbox'
        ? 'sandbox'
        : 'waits-in-outbox',
    // Rate limits, per-identifier limits and payment transactions: shared through Redis, or per instance.
    sharedState: c.redisUrl ? 'redis' : 'memory',
    // Host, port and database name only: the connection string may hold a password.
    database: c.database.url ? databaseLabel(c.database.url) : 'embedded',
    refstrSigned: Boolean(c.refstrSecret),
    refstrUnsignedAllowed: c.refstrUnsignedAllowed,
    otpSecret: c.otpSecretConfigured ? 'set' : 'random for this start (sandbox)',
    metrics:
      c.metrics.port !== undefined
        ? `port ${c.metrics.port}`
        : c.metrics.token
          ? 'bearer token'
          : 'off',
    sandboxControl: c.sandboxControlPort !== undefined ? `port ${c.sandboxControlPort}` : 'off',
    lendingPartners: c.lendingPartners.file
      ? `${c.lendingPartners.register.partners.length} from ${c.lendingPartners.file}`
      : 'sample register (sandbox)',
    simulated: c.simulated,
    shutdown: c.shutdown,
    requests: c.requests,
    limits: c.limits,
    // Spelled out: the logger censors any key named `pan`, which would hide this number.
    rateLimits: { ...c.rateLimits, pan: undefined, panVerify: c.rateLimits.pan },
  };
}
