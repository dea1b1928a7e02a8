import t from 'tap';
import { readFileSync } from 'node:fs';
import { ConfigError, envSchema, loadConfig, describeConfig } from '../../server/config.ts';

t.test('an empty environment gives the sandbox defaults', async (t) => {
  const c = loadConfig({});
  t.equal(c.port, 3000);
  t.equal(c.lending.url, undefined);
  t.equal(c.publicBaseUrl, 'http://localhost:3000');
  t.equal(c.limits.videoBytes, 16 * 1024 * 1024);
  t.same(c.trustProxy, []);
  t.equal(describeConfig(c).lending, 'sandbox');
});

t.test('a bad value stops the start naming every bad variable', async (t) => {
  const error = t.throws(() =>
    loadConfig({ PORT: 'eighty', LENDING_API_URL: 'not a url', LOG_LEVEL: 'loud' }),
  );
  t.ok(error instanceof ConfigError);
  const text = (error as Error).message;
  t.match(text, /PORT/);
  t.match(text, /LENDING_API_URL/);
  t.match(text, /LOG_LEVEL/);
});

t.test('a configured service missing its secrets names each missing variable', async (t) => {
  const error = t.throws(() =>
    loadConfig({ PAYU_URL: 'https://secure.payu.in/_payment' }),
  ) as Error;
  t.match(error.message, /PAYU_KEY/);
  t.match(error.message, /PAYU_SALT/);
  t.match(error.message, /PAYU_VERIFY_URL/);
});

t.test('TRUST_PROXY=true is refused: clients could choose their own address', async (t) => {
  t.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY/);
  t.same(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy, [
    '10.0.0.1',
    '192.168.0.0/16',
  ]);
});

t.test('secrets never appear in the described configuration', async (t) => {
  const c = loadConfig({
    PAYU_URL: 'https://pay.example/_payment',
    PAYU_VERIFY_URL: 'https://pay.example/verify',
    PAYU_KEY: 'key123',
    PAYU_SALT: 'salt-secret-xyz',
    REFSTR_SECRET: 'refstr-secret-abc',
    SANDBOX_SIMULATE: 'lending,sms',
  });
  const text = JSON.stringify(describeConfig(c));
  t.notMatch(text, /salt-secret-xyz/);
  t.notMatch(text, /refstr-secret-abc/);
  t.equal(describeConfig(c).payments, 'live');
});

t.test('.env.example and the README name every variable the server reads', async (t) => {
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  for (const name of Object.keys(envSchema.shape)) {
    if (name === 'NODE_ENV') continue; // set by the npm scripts, not by an operator
    t.ok(listed.has(name), `${name} is in .env.example`);
    t.ok(readme.includes(name), `${name} is in the README`);
  }
});

t.test('SANDBOX_CONTROL_PORT is a port, and refused beside a real lending API', async (t) => {
  t.equal(loadConfig({}).sandboxControlPort, undefined);
  t.equal(loadConfig({ SANDBOX_CONTROL_PORT: '5304' }).sandboxControlPort, 5304);
  t.throws(() => loadConfig({ SANDBOX_CONTROL_PORT: 'none' }), /SANDBOX_CONTROL_PORT/);
  t.throws(() => loadConfig({ SANDBOX_CONTROL_PORT: '70000' }), /SANDBOX_CONTROL_PORT/);
  t.throws(
    () =>
      loadConfig({
        SANDBOX_CONTROL_PORT: '5304',
        LENDING_API_URL: 'https://lending.example/api/',
        REFSTR_SECRET: 'k',
      }),
    /SANDBOX_CONTROL_PORT: only for tests on the sandbox/,
  );
});

t.test(
  'OTP_SECRET: required beside a real lending API or SMS provider, at least 32 characters',
  async (t) => {
    t.throws(() => loadConfig({ LENDING_API_URL: 'https://lending.example.in' }), {
      message: /OTP_SECRET: required when LENDING_API_URL is set/,
    });
    t.throws(() => loadConfig({ SMS_URL: 'https://sms.example.in/send', SMS_API_KEY: 'k' }), {
      message: /OTP_SECRET: required when SMS_URL is set/,
    });
    t.throws(() => loadConfig({ OTP_SECRET: 'short' }), {
      message: /OTP_SECRET: must be at least 32/,
    });
    const sandbox = loadConfig({});
    t.equal(sandbox.otpSecretConfigured, false);
    t.equal(sandbox.otpSecret.length, 32, 'a random secret for this start');
    t.not(loadConfig({}).otpSecret.toString('hex'), sandbox.otpSecret.toString('hex'));
    const set = loadConfig({ OTP_SECRET: 'x'.repeat(32) });
    t.equal(set.otpSecret.toString(), 'x'.repeat(32));
  },
);
