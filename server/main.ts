// Starts the service: parse config, build the app, log one start-up line, listen, warm the page cache; and on
// SIGTERM or SIGINT shut down gracefully (see drain() below), exiting 0.
import closeWithGrace from 'close-with-grace';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, describeConfig, loadConfig, modeOf } from './config.ts';
import { buildApp } from './app.ts';
import { version } from './version.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  /**
   * Until every line logged so far is written: the destination is asynchronous, and a line queued behind a write
   * in flight would otherwise wait for the event loop, which the page-cache warm-up keeps busy (logDestination
   * says why its flush calls back only then).
   */
  const written = () =>
    new Promise<void>((resolve) =>
      (app.log as unknown as { flush(cb: () => void): void }).flush(() => resolve()),
    );
  app.log.info(
    { version, mode: modeOf(config), node: process.version, config: describeConfig(config) },
    'starting',
  );

  /**
   * The order a load balancer needs: readiness turns 503 while this instance still serves (drainMs, so the balancer
   * sees it and moves traffic away), then the listener closes; in-flight requests and uploads finish; onClose hooks
   * hand background work back to the outbox; the last log line is written; exit 0. All within timeoutMs, else exit 1.
   */
  closeWithGrace(
    {
      delay: config.shutdown.timeoutMs,
      logger: {
        error: (message: unknown) =>
          app.log.error(message instanceof Error ? { err: message } : {}, String(message)),
      },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an error');
      else
        app.log.info(
          { signal, drainMs: config.shutdown.drainMs },
          'shutting down: not ready any more',
        );
      app.beginShutdown();
      if (!err && config.shutdown.drainMs > 0) await sleep(config.shutdown.drainMs);
      await app.close();
      // The last responses' onResponse hooks (their access-log lines) may still be behind the close: an upload
      // answered early finishes its hooks only after its socket's lingering close. Waiting for exactly those keeps
      // 'shut down' the last line, which is what operators (and the shutdown tests) read as the end.
      await app.responsesLogged();
      app.log.info('shut down');
      await written();
    },
  );

  // The readiness probes (database, lending API, ...) start beside the listen, so the balancer's first /readyz finds
  // their answers instead of waiting for them behind the page-cache warm-up; each is cached as a /readyz probe is.
  void app.readiness();
  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) {
    const port = await app.metrics.listen(config.metrics.port, config.host);
    app.log.info({ port }, 'metrics served on their own port');
  }
  // 'Server listening' is out before the warm-up's renders: an operator (and the shutdown tests) wait for it.
  await written();
  const pages = await app.warmPages();
  // A shutdown that began meanwhile stopped the warm-up; 'shut down' stays the last line.
  if (!app.shuttingDown) app.log.info({ pages }, 'page cache warm');
}

await main();
