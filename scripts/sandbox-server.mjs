// The embedded sandbox on its own, for a fleet (scripts/fleet.mjs): every instance talks to these one set of
// stand-ins (one lending API, one gateway with one salt, one SMS sink), as a real fleet shares its real services.
// Prints one JSON line with the stand-ins' addresses, the gateway's key and salt, and the control server's origin,
// then serves until SIGTERM. Runs the build (npm run build first).
import pino from 'pino';

const { startSandbox } = await import('../dist/node/server/upstreams/sandbox/index.js');
const controlPort = Number(process.env.SANDBOX_CONTROL_PORT ?? 0) || undefined;
const sandbox = await startSandbox({
  // Log lines to stderr: stdout carries the one JSON line the fleet reads.
  logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2)),
  refstrSecret: process.env.REFSTR_SECRET,
  merchantName: 'Rupeeflow',
  controlPort,
});
process.stdout.write(
  `${JSON.stringify({
    lendingUrl: sandbox.lendingUrl,
    smsUrl: sandbox.smsUrl,
    gateway: sandbox.gateway,
    controlUrl: sandbox.controlUrl,
  })}\n`,
);
const stop = () => sandbox.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
