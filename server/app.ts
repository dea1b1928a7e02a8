// Builds the whole service from a Config: plugins in the order they apply to a request, then routes, then pages.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
  type FastifyServerOptions,
} from 'fastify';
import compress from '@fastify/compress';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { modeOf, type Config } from './config.ts';
import { logDestination, loggerOptions, requestLoggerFactory } from './logger.ts';
import { genReqId, requestIdPlugin } from './plugins/request-id.ts';
import { accessLogPlugin } from './plugins/access-log.ts';
import { securityHeaders, securityPlugin, type SecurityOptions } from './plugins/security.ts';
import { firstAnswersPlugin } from './plugins/first-answers.ts';
import { errorsPlugin, sendProblem } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { connectionCapPlugin } from './plugins/connection-cap.ts';
import { requestBoundsPlugin } from './plugins/request-bounds.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { readinessPlugin } from './plugins/readiness.ts';
import { metricsPlugin, routeLabel } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { mailPlugin } from './plugins/mail.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { seoRoutes } from './routes/seo.ts';
import { healthRoutes } from './routes/health.ts';
import { contactRoutes } from './routes/contact.ts';
import { careersRoutes } from './routes/careers.ts';
import type { BackoffPolicy } from './outbound/backoff.ts';
import type { SmsOutcome } from './sms/sender.ts';
import { noScriptFormRoutes } from './routes/no-script-forms.ts';
import { privacyRequestRoutes } from './routes/privacy-requests.ts';
import { complaintRoutes } from './routes/complaints.ts';
import { recordsPlugin } from './plugins/records.ts';
import {
  developmentRenderer,
  productionRenderer,
  type DevelopmentOptions,
  type Renderer,
} from './ssr/renderer.ts';
import { distDir as defaultDistDir, projectRoot } from './paths.ts';
import { site } from '../shared/site.ts';
import { version } from './version.ts';
import { writable } from './writable.ts';
import { publicFileVersions } from './asset-versions.ts';
import { startServices, type Services } from './services.ts';
import { lendingReachable } from './lending/reachable.ts';
import { referenceRoutes } from './routes/reference.ts';
import { productTermsRoutes } from './routes/product-terms.ts';
import { applicationRoutes } from './routes/applications.ts';
import { repaymentRoutes } from './routes/repayments.ts';
import { kycRoutes } from './routes/kyc.ts';
import { kycVideoRoutes } from './routes/kyc-video.ts';
import { paymentRoutes } from './routes/payments.ts';
import type { TransactionStore } from './payments/transactions.ts';
import { LedgerRecentPayments, LedgerTransactionStore } from './payments/ledger.ts';
import { CONFIRMATION_PATH, confirmationKey, confirmedPayment } from './payments/confirmation.ts';
import { connectRedis, type RedisConnectionOptions } from './redis-connection.ts';
import { LeadGuard } from './lead-link/lead-guard.ts';
import { OneTimeCodes } from './otp/codes.ts';
import { Sessions } from './otp/session.ts';
import { otpRoutes } from './routes/otp.ts';
import { SANDBOX_SMS_PATH, sandboxSmsRoutes } from './routes/sandbox-sms.ts';
import type { RecentPayments } from './payments/recent-payments.ts';
import type { Database } from './database/database.ts';
import { schedulePurge } from './database/purge.ts';
import { openDatabase } from './database/open.ts';
import { Counter } from 'prom-client';
import { serverMessages } from '../shared/server-messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lending client, SMS sender and (when simulated) the sandbox behind the routes. */
    services: Services;
    /** Verified payments by loan (issue 19 item 1); tests reach it to pay one loan again. */
    recentPayments: RecentPayments;
  }
}

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: pino.DestinationStream;
  /** 'development' serves through Vite with hot reload; 'production' reads the build in distDir. */
  mode?: 'development' | 'production';
  /** Vite's dev server in development mode (tests turn hot reload off). */
  development?: DevelopmentOptions;
  distDir?: string;
  /** Retry timing of mail delivery (tests shorten it). */
  mailBackoff?: BackoffPolicy;
  /** Retry timing and clock of the SMS outbox (tests shorten and fake them). */
  smsBackoff?: BackoffPolicy;
  smsNow?: () => number;
  /** Sees every route as it registers (the attack suite collects the endpoints and their schemas with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Redis command time-out and pause (tests of sharing on a loaded machine allow slow answers). */
  redis?: RedisConnectionOptions;
  /** A database the caller opened and migrated (tests share one per process); the app does not end it. */
  database?: Database;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const mode = options.mode ?? (config.env === 'development' ? 'development' : 'production');
  const distDir = options.distDir ?? defaultDistDir;
  // Asynchronous (logDestination); main.ts waits for the lines to be written where their moment matters
  // (listening, shut down).
  const logger = pino(loggerOptions(config.logLevel), options.logStream ?? logDestination());

  // Node's own bound on the whole request is the backstop only: request-bounds.ts cuts slow bodies per route, and
  // an upload may take longer than any other request.
  const { requests, limits } = config;
  const backstopMs =
    Math.max(requests.totalMs, limits.videoUploadMs, limits.resumeUploadMs) +
    requests.headersTimeoutMs;
  // The database first, outside any plugin: creating the embedded one on a first start takes longer than a
  // plugin may (Fastify's pluginTimeout), and a start that cannot reach it should fail before anything listens.
  const database =
    options.database ??
    (await openDatabase(
      { ...config.database, dataDir: config.dataDir },
      logger as unknown as FastifyBaseLogger,
    ));
  const app = Fastify({
    http: {
      headersTimeout: requests.headersTimeoutMs,
      // How often Node looks for requests past headersTimeout (its default, 30 s, would let them linger).
      connectionsCheckingInterval: Math.min(1000, requests.headersTimeoutMs),
    },
    requestTimeout: backstopMs,
    loggerInstance: logger as FastifyBaseLogger,
    // Our access-log plugin writes one line per request, without the query string.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId,
    // A request's pino child is made only if the request logs more than its access line (decision 0065).
    childLoggerFactory:
      requestLoggerFactory as unknown as FastifyServerOptions['childLoggerFactory'],
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 32 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: true },
    // A URL the router cannot read (bad percent-encoding) gets the same problem+json as every other error.
    frameworkErrors: (_error, _request, reply) =>
      sendProblem(reply, 400, serverMessages.requestUnreadable),
  });

  // Every route's `schema` holds zod schemas (from shared/): requests are validated and answers serialized with
  // them, and the same schemas are the OpenAPI document (plugins/openapi.ts). Failures map in plugins/errors.ts.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const serviceMode = modeOf(config);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // The upstream services first: the CSP's form-action needs the origin of the gateway in effect (PayU's or
  // the sandbox stand-in's). The SMS outbox may deliver what a previous run left before the metrics exist
  // (registered below): those outcomes wait here and are counted once they do.
  const earlySmsOutcomes: SmsOutcome[] = [];
  const services = await startServices(config, app.log as unknown as pino.Logger, {
    onLendingCall: (call, outcome, seconds) =>
      app.metrics.recordLendingCall(call, outcome, seconds),
    onSmsOutcome: (outcome) => {
      if (app.hasDecorator('metrics')) app.metrics.smsOutcome.inc({ outcome });
      else earlySmsOutcomes.push(outcome);
    },
    smsBackoff: options.smsBackoff,
    smsNow: options.smsNow,
  });
  app.decorate('services', services);
  // Runs after the HTTP server has closed and in-flight requests are done: queued SMS finish or give up (bounded).
  app.addHook('onClose', () => services.close());
  const sandbox = services.simulated.length > 0;

  // One Redis connection for everything instances share (rate limits, identifier limits, payment transactions),
  // closed with the app once requests are done.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log, options.redis) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());

  const security: SecurityOptions = {
    publicBaseUrl: config.publicBaseUrl,
    formActionOrigins: [new URL(services.payu.url).origin],
    imageOrigins: /^https?:\/\//.test(config.assetBaseUrl)
      ? [new URL(config.assetBaseUrl).origin]
      : [],
    development: mode === 'development',
  };
  const headers = securityHeaders(security);
  // First of all: an answer in memory (a route's `config.firstAnswer`) is written here, ahead of the hooks below
  // (decision 0056).
  await app.register(firstAnswersPlugin, { securityHeaders: headers });
  await app.register(requestIdPlugin);
  await app.register(accessLogPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin, {
    onRateLimited: (request) => app.metrics.rateLimited.inc({ route: routeLabel(request) }),
  });
  await app.register(securityPlugin, { publicBaseUrl: config.publicBaseUrl, headers });
  await app.register(connectionCapPlugin, {
    max: requests.maxConnectionsPerAddress,
    trustProxy: config.trustProxy,
    onRefused: (kind) => app.metrics.connectionsRefused.inc({ kind }),
  });
  await app.register(requestBoundsPlugin, {
    idleMs: requests.bodyIdleMs,
    totalMs: requests.totalMs,
    onCut: (reason) => app.metrics.requestsCut.inc({ reason }),
  });
  await app.register(shutdownPlugin, {
    // Leaves the onClose hooks (queued SMS, the mail worker) time to run before the shutdown's own time-out.
    requestDeadlineMs: Math.max(
      0,
      Math.min(
        config.shutdown.requestDeadlineMs,
        config.shutdown.timeoutMs - config.shutdown.drainMs - 5000,
      ),
    ),
  });
  await app.register(readinessPlugin);
  await app.register(noStorePlugin);
  await app.register(rateLimitPlugin, {
    max: config.rateLimits.default,
    redis,
    onExceeded: (request) => app.metrics.rateLimited.inc({ route: routeLabel(request) }),
  });
  await app.register(mailPlugin, {
    dataDir: config.dataDir,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    recipients: {
      contact: config.mail.toContact,
      careers: config.mail.toCareers,
      privacy: config.mail.toGrievance,
    },
    backoff: options.mailBackoff,
    onDelivery: (kind, outcome) => app.metrics.mailOutcome.inc({ kind, outcome }),
  });
  await app.register(recordsPlugin, { database, owned: !options.database });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Before every route: the OpenAPI plugin collects route docs as routes register, the metrics hooks time them.
  await app.register(openApiPlugin, {
    title: `${site.brand} site API`,
    version,
    serverUrl: config.publicBaseUrl,
    docsPage: mode === 'development',
  });
  await app.register(metricsPlugin, {
    token: config.metrics.token,
    separatePort: config.metrics.port !== undefined,
    version,
    mode: serviceMode,
  });
  for (const outcome of earlySmsOutcomes.splice(0)) app.metrics.smsOutcome.inc({ outcome });
  // The retention schedule (shared/retention.ts), enforced by one instance at a time.
  const purged = new Counter({
    name: 'records_purged_total',
    help: 'Records deleted by the retention purge, by kind (shared/retention.ts)',
    labelNames: ['kind'],
    registers: [app.metrics.registry],
  });
  const stopPurge = schedulePurge({
    db: app.database,
    log: app.log,
    everyMs: config.database.purgeEveryMs,
    onPurged: (kind, rows) => purged.inc({ kind }, rows),
  });
  app.addHook('onClose', async () => stopPurge());
  app.metrics.setSpoolDepthSource(() => app.spoolDepth());
  app.metrics.setSmsOutboxDepthSource(() => services.sms.depth());
  app.addReadinessDetail('smsOutbox', () => ({ waiting: services.sms.depth() }));
  app.addReadinessDetail('mailSpool', () => app.spool.depthByKind());
  // The spool's own work folder: where every accepted submission is first written.
  app.addReadinessCheck('spool', () => writable(app.spool.tmpDir));
  app.addReadinessCheck('lending', () => lendingReachable(services.lending), {
    timeoutMs: config.lending.timeoutMs + 1000,
  });
  if (config.refstrUnsignedAllowed) {
    const warning =
      'REFSTR_UNSIGNED=allow: live lead links are unsigned, so lead ids can be enumerated; set REFSTR_SECRET';
    app.log.warn(warning);
    app.addReadinessDetail('refstr', () => ({ signed: false, warning }));
  }

  // Rate-limited like every route: an unknown path is no way around the per-address budget.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) =>
    sendProblem(reply, 404, serverMessages.noSuchEndpoint),
  );

  await app.register(healthRoutes);
  const contactOptions = {
    rateLimit: config.rateLimits.forms,
    mail: { from: config.mail.from, to: config.mail.toContact },
  };
  const careersOptions = {
    rateLimit: config.rateLimits.forms,
    resumeBytes: config.limits.resumeBytes,
    bodyBounds: { idleMs: limits.resumeIdleMs, totalMs: limits.resumeUploadMs },
    mail: { from: config.mail.from, to: config.mail.toCareers },
  };
  await app.register(contactRoutes, contactOptions);
  await app.register(careersRoutes, careersOptions);
  await app.register(noScriptFormRoutes, { contact: contactOptions, careers: careersOptions });
  await app.register(privacyRequestRoutes, {
    lending: services.lending,
    rateLimit: config.rateLimits.forms,
    lookupRateLimit: config.rateLimits.lookup,
    redis,
    mail: { from: config.mail.from, to: config.mail.toGrievance },
  });
  await app.register(complaintRoutes, { rateLimit: config.rateLimits.lookup, redis });

  // Our HTTP API (DESIGN section 3).
  // Payments are in the ledger (the database): any instance settles them, the 72-hour guard reads them.
  const transactionStore: TransactionStore = new LedgerTransactionStore(app.database, {
    log: app.log,
  });
  const { lending, sms } = services;
  // One-time codes and the sessions they open (issue 16), then verified payments by loan (issue 19 item 1).
  const codes = new OneTimeCodes({
    secret: config.otpSecret,
    redis,
    onEvent: (event, purpose) => app.metrics.otpCodes.inc({ event, purpose }),
  });
  const sessions = new Sessions({
    secret: config.otpSecret,
    secure: config.publicBaseUrl.startsWith('https:'),
  });
  const recentPayments: RecentPayments = new LedgerRecentPayments(app.database);
  app.decorate('recentPayments', recentPayments);
  // Every image URL the server writes carries the version of the bytes it serves (decision 0015).
  const assetVersions = publicFileVersions(
    mode === 'production' ? join(distDir, 'client') : join(projectRoot, 'public'),
  );
  await app.register(referenceRoutes, { lending });
  await app.register(productTermsRoutes);
  await app.register(otpRoutes, { lending, sms, config, codes, sessions, siteName: site.brand });
  await app.register(applicationRoutes, { lending, sms, config, sessions, redis });
  await app.register(repaymentRoutes, { lending, config, redis, sessions, recentPayments });
  // One guard for every route taking a lead link, so an address's misses add up across them.
  const leads = new LeadGuard({
    maxUnknown: config.rateLimits.unknownLeads,
    secret: config.refstrSecret,
    redis,
  });
  await app.register(kycRoutes, { lending, config, redis, leads });
  await app.register(kycVideoRoutes, { lending, config, leads });
  const paymentLinkKey = confirmationKey(services.payu.salt);
  await app.register(paymentRoutes, {
    lending,
    gateway: services.payu,
    verifier: services.verifier,
    store: transactionStore,
    config,
    assetVersions,
    redis,
    confirmationKey: paymentLinkKey,
    sessions,
    recentPayments,
  });
  // Only beside the SMS stand-in: a real provider's messages are never shown (issue 16).
  if (services.sandbox && !config.sms.url)
    await app.register(sandboxSmsRoutes, { records: services.sandbox.records });

  const renderer: Renderer =
    mode === 'development'
      ? await developmentRenderer(app, projectRoot, options.development)
      : await productionRenderer(distDir);
  app.addHook('onClose', () => renderer.close());
  if (mode === 'production')
    await app.register(staticFilesPlugin, {
      root: join(distDir, 'client'),
      versions: assetVersions,
    });

  await app.register(seoRoutes, { renderer, publicBaseUrl: config.publicBaseUrl });
  await app.register(ssrPlugin, {
    renderer,
    siteName: site.brand,
    assetVersions,
    pageData: {
      // Only a payment the server verified is shown as paid (docs/decisions/0016).
      [CONFIRMATION_PATH]: (request, query) =>
        confirmedPayment(query, {
          store: transactionStore,
          key: paymentLinkKey,
          log: request.log,
        }),
    },
    clientConfig: {
      assetBaseUrl: config.assetBaseUrl,
      publicBaseUrl: config.publicBaseUrl,
      sandbox,
      sandboxSmsPath: services.sandbox && !config.sms.url ? SANDBOX_SMS_PATH : undefined,
    },
  });

  await app.ready();
  return app;
}
