// `npm run records -- ...` (server/database/records-cli.ts): the compiled command when the server is built (the
// production image), else the source through tsx (a development checkout).
import { existsSync } from 'node:fs';

const built = new URL('../dist/node/server/database/records-cli.js', import.meta.url);
let cli;
if (existsSync(built)) cli = await import(built.href);
else {
  await import('tsx/esm');
  cli = await import('../server/database/records-cli.ts');
}
try {
  process.exitCode = await cli.run(process.argv.slice(2), (line) =>
    process.stdout.write(`${line}\n`),
  );
} catch (error) {
  // The embedded database in use by the server, an unreachable DATABASE_URL: one line, no stack.
  process.stderr.write(`records: ${error.message}\n`);
  process.exitCode = 1;
}
