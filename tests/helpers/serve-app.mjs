// The built service (dist/node, as production runs it: no TypeScript at run time) as its own process, for tests
// that kill it: config from the environment, quick mail retries, logs on stderr, and one line `{"port":N}` on
// stdout once it listens. Plain JavaScript importing the build, so each start skips tsx's import of the server
// (a few CPU-seconds, and most of the test's time on a loaded machine).
import pino from 'pino';
import { buildApp } from '../../dist/node/server/app.js';
import { loadConfig } from '../../dist/node/server/config.js';

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
