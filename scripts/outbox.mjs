// `npm run outbox -- ...` (server/outbox/outbox-cli.ts): the compiled command when the server is built (the
// production image), else the source through tsx (a development checkout).
import { existsSync } from 'node:fs';

const built = new URL('../dist/node/server/outbox/outbox-cli.js', import.meta.url);
let cli;
if (existsSync(built)) cli = await import(built.href);
else {
  await import('tsx/esm');
  cli = await import('../server/outbox/outbox-cli.ts');
}
try {
  process.exitCode = await cli.run(process.argv.slice(2), (line) =>
    process.stdout.write(`${line}\n`),
  );
} catch (error) {
  // The embedded database in use by the server, an unreachable DATABASE_URL: one line, no stack.
  process.stderr.write(`outbox: ${error.message}\n`);
  process.exitCode = 1;
}
