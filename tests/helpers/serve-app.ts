// The service as its own process, for tests that kill it: config from the environment, quick mail retries,
// logs on stderr, and one line `{"port":N}` on stdout once it listens.
import pino from 'pino';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const app = await buildApp(loadConfig(), {
  mode: 'production',
  logStream: pino.destination(2),
  mailBackoff: { baseMs: 100, maxMs: 1000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
