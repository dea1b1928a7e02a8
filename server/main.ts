// Starts the service: parse config, build the app, listen, warm the page cache, shut down gracefully.
import closeWithGrace from 'close-with-grace';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, describeConfig, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { projectRoot } from './paths.ts';

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
  const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  app.log.info({ version, config: describeConfig(config) }, 'starting');

  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const pages = await app.warmPages();
  app.log.info({ pages }, 'page cache warm');
}

await main();
