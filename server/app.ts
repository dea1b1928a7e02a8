// Builds the whole service from a Config: the upstream services, then the plugins in the order they apply to a
// request, then each feature (its routes, its stores), then the pages, which read what the features registered.
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import pino from 'pino';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { logDestination, loggerOptions } from './logger.ts';
import { connectRedis, type RedisConnectionOptions } from './redis-connection.ts';
import { distDir as defaultDistDir, projectRoot } from './paths.ts';
import { createServer } from './http/server.ts';
import { httpPlugins } from './http/index.ts';
import { publicFileVersions } from './http/asset-versions.ts';
import { startServices } from './upstreams/services.ts';
import { upstreamsPlugin } from './upstreams/plugin.ts';
import type { BackoffPolicy } from './upstreams/outbound/backoff.ts';
import type { Channel, Outcome } from './outbox/outbox.ts';
import { recordsPlugin } from './records/plugin.ts';
import type { Database } from './database/database.ts';
import { openDatabase } from './database/open.ts';
import { verificationPlugin } from './verification/plugin.ts';
import { formsFeature } from './features/forms/index.ts';
import { applyFeature } from './features/apply/index.ts';
import { repayFeature } from './features/repay/index.ts';
import { kycFeature } from './features/kyc/index.ts';
import { loansFeature } from './features/loans/index.ts';
import { pagesFeature } from './features/pages/index.ts';
import type { DevelopmentOptions } from './features/pages/renderer.ts';
import type { EarlyAnswers } from './http/client-errors.ts';

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
  /** Retry timing of SMS in the outbox, and the outbox's clock (tests shorten and fake them). */
  smsBackoff?: BackoffPolicy;
  outboxNow?: () => number;
  /** The outbox's claim lease and poll (tests of a fleet shorten them). */
  outboxLeaseMs?: number;
  outboxPollMs?: number;
  /** Sees every route as it registers (the attack suite collects the endpoints and their schemas with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Redis command time-out and pause (tests of sharing on a loaded machine allow slow answers). */
  redis?: RedisConnectionOptions;
  /** A database the caller opened and migrated (tests share one per process); the app does not end it. */
  database?: Database;
  /** Called once the app has closed (tests count the apps open on their shared database and outbox). */
  onClose?: () => void;
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
  // Requests the HTTP parser refuses (bad header, 431, 408) are answered once the app's plugins exist (below).
  const early: EarlyAnswers = {};
  // The database first, outside any plugin: creating the embedded one on a first start takes longer than a
  // plugin may, and a start that cannot reach it should fail before anything listens (issue 42).
  const database =
    options.database ??
    (await openDatabase(
      { ...config.database, dataDir: config.dataDir },
      logger as unknown as FastifyBaseLogger,
    ));
  const app = createServer(config, logger, early);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const { onClose } = options;
  if (onClose) app.addHook('onClose', async () => onClose());

  // The upstream services first: the CSP's form-action needs the origin of the gateway in effect (PayU's or the
  // sandbox stand-in's). The outbox may deliver what waits in it before the metrics exist (registered with the
  // HTTP plugins): those outcomes wait here and are counted once they do.
  const earlyOutcomes: Array<{ channel: Channel; kind: string; outcome: Outcome }> = [];
  const services = await startServices(config, app.log as unknown as pino.Logger, database, {
    onLendingCall: (call, outcome, seconds) =>
      app.metrics.recordLendingCall(call, outcome, seconds),
    onOutboxOutcome: (channel, kind, outcome) => {
      if (app.hasDecorator('metrics')) app.metrics.outboxOutcome.inc({ channel, kind, outcome });
      else earlyOutcomes.push({ channel, kind, outcome });
    },
    smsBackoff: options.smsBackoff,
    mailBackoff: options.mailBackoff,
    outboxNow: options.outboxNow,
    outboxLeaseMs: options.outboxLeaseMs,
    outboxPollMs: options.outboxPollMs,
  });
  // One Redis connection for everything instances share (rate limits, identifier limits, payment transactions),
  // closed with the app once requests are done.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log, options.redis) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());

  const formActionOrigins = [new URL(services.payu.url).origin];
  await app.register(httpPlugins, { config, mode, redis, formActionOrigins, early });
  for (const labels of earlyOutcomes.splice(0)) app.metrics.outboxOutcome.inc(labels);
  // The records before the upstreams: the mail outbox writes in the database the records plugin holds.
  await app.register(recordsPlugin, {
    database,
    owned: !options.database,
    purgeEveryMs: config.database.purgeEveryMs,
  });
  await app.register(upstreamsPlugin, { config, services });
  await app.register(verificationPlugin, { config, services, redis });

  // Every image URL the server writes carries the version of the bytes it serves (decision 0015).
  const assetVersions = publicFileVersions(
    mode === 'production' ? join(distDir, 'client') : join(projectRoot, 'public'),
  );
  const { sessions } = app;
  await app.register(formsFeature, { config, services, sessions, redis });
  await app.register(applyFeature, { config, services, sessions, redis });
  await app.register(repayFeature, { config, services, sessions, redis, assetVersions });
  await app.register(loansFeature, { config, services, sessions });
  await app.register(kycFeature, { config, services, redis, assetVersions });
  await app.register(pagesFeature, {
    config,
    services,
    mode,
    distDir,
    development: options.development,
    assetVersions,
  });

  await app.ready();
  early.app = app;
  return app;
}
