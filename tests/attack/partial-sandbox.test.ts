// A live site never runs beside a stand-in (issue 40, decision 0090): every mix of real and simulated services
// refuses to start, naming each missing variable, unless SANDBOX_SIMULATE names the stand-ins of a staging set-up,
// which production refuses. Only a sandbox with no real service has /sandbox/* and the ribbon.
import t from 'tap';
import fc from 'fast-check';
import { ConfigError, loadConfig, modeOf } from '../../server/config.ts';
import { startApp } from '../helpers/app.ts';
import { startSandbox } from '../../server/upstreams/sandbox/index.ts';
import pino from 'pino';

const OTP_SECRET = 'a test secret of at least thirty-two characters';
/** Each service's variables when real. */
const real = {
  lending: { LENDING_API_URL: 'https://lending.example.in/api/', REFSTR_SECRET: 'k' },
  payments: {
    PAYU_URL: 'https://secure.payu.in/_payment',
    PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice.php?form=2',
    PAYU_KEY: 'key',
    PAYU_SALT: 'salt',
  },
  sms: { SMS_URL: 'https://sms.example.in/send', SMS_API_KEY: 'k' },
} as const;
type Service = keyof typeof real;
const services = Object.keys(real) as Service[];
const urlOf: Record<Service, string> = {
  lending: 'LENDING_API_URL',
  payments: 'PAYU_URL',
  sms: 'SMS_URL',
};

// A live site publishes the operator's register (issue 45), so every mix names one.
const envOf = (reals: readonly Service[]) =>
  Object.assign(
    { OTP_SECRET, LENDING_PARTNERS_FILE: 'tests/helpers/lending-partners.live.json' },
    ...reals.map((s) => real[s]),
  ) as Record<string, string>;

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
};

t.test('any mix of real and simulated services is refused, naming what is missing', async (t) => {
  fc.assert(
    fc.property(fc.subarray(services, { minLength: 1, maxLength: 2 }), (reals) => {
      const message = refusal(envOf(reals));
      if (message === undefined) return false;
      // Each simulated service's variables are named, the real ones' are not.
      return services.every(
        (s) => message.includes(`${urlOf[s]}: required`) === !reals.includes(s),
      );
    }),
  );
  t.equal(modeOf(loadConfig(envOf(services))), 'live', 'all real starts');
  t.equal(modeOf(loadConfig({})), 'sandbox', 'none real starts');
});

t.test('SANDBOX_SIMULATE must name exactly the stand-ins, and never in production', async (t) => {
  fc.assert(
    fc.property(
      fc.subarray(services, { minLength: 1, maxLength: 2 }),
      fc.subarray(services),
      (reals, named) => {
        const env = { ...envOf(reals), SANDBOX_SIMULATE: named.join(',') };
        const exact = services.every((s) => named.includes(s) !== reals.includes(s));
        const message = refusal(env);
        const production = refusal({ ...env, NODE_ENV: 'production' });
        return (
          (exact ? message === undefined : message !== undefined) &&
          production !== undefined &&
          production.includes('SANDBOX_SIMULATE: refused with NODE_ENV=production')
        );
      },
    ),
  );
  t.throws(() => loadConfig({ SANDBOX_SIMULATE: 'lending,mail' }), /SANDBOX_SIMULATE/);
  t.throws(
    () => loadConfig({ ...envOf(['lending']), SANDBOX_CONTROL_PORT: '5304' }),
    /SANDBOX_CONTROL_PORT/,
  );
});

t.test('a staging mix has no /sandbox/* and no ribbon, and says so on /readyz', async (t) => {
  // The stand-ins run apart here, reached as if they were the real services.
  const standIns = await startSandbox({ logger: pino({ level: 'silent' }) });
  t.teardown(() => standIns.close());
  const { app, logs } = await startApp(t, {
    LENDING_API_URL: standIns.lendingUrl,
    REFSTR_UNSIGNED: 'allow',
    SANDBOX_SIMULATE: 'payments,sms',
    OTP_SECRET,
  });
  const sms = await app.inject({ url: '/sandbox/sms' });
  t.equal(sms.statusCode, 404, 'no page of one-time codes beside a real lending API');
  const mail = await app.inject({ url: '/sandbox/mail' });
  t.equal(mail.statusCode, 404, 'nor of the mail the site sent');
  const page = await app.inject({ url: '/repay-loan' });
  t.notMatch(page.body, /sandbox-ribbon/, 'no ribbon');
  const ready = await app.inject({ url: '/readyz' });
  t.same(ready.json().details.sandbox.simulated, ['payments', 'sms']);
  t.ok(
    logs.some((l) => l.includes('SANDBOX_SIMULATE') && l.includes('"level":"warn"')),
    'warned',
  );

  const full = await startApp(t);
  t.equal((await full.app.inject({ url: '/sandbox/sms' })).statusCode, 200, 'the sandbox has it');
  t.equal((await full.app.inject({ url: '/sandbox/mail' })).statusCode, 200, 'and its mail');
  t.match((await full.app.inject({ url: '/repay-loan' })).body, /sandbox-ribbon/);
  t.notOk((await full.app.inject({ url: '/readyz' })).json().details.sandbox);
});
