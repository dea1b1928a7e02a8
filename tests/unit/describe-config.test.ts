import t from 'tap';
import { describeConfig, loadConfig, modeOf } from '../../server/config.ts';

const secrets = {
  PAYU_KEY: 'payu-key-s3cr3t',
  PAYU_SALT: 'payu-salt-s3cr3t',
  SMS_API_KEY: 'sms-key-s3cr3t',
  REFSTR_SECRET: 'refstr-s3cr3t',
  METRICS_TOKEN: 'metrics-token-s3cr3t',
  OTP_SECRET: 'otp-secret-s3cr3t-of-at-least-32-characters',
};

t.test(
  'the start-up view of the configuration never carries a secret, even inside a URL',
  async (t) => {
    const c = loadConfig({
      ...secrets,
      REFSTR_SECRET: 'refstr-s3cr3t',
      LENDING_API_URL:
        'https://user:lending-pass-s3cr3t@lending.example.in/api/v1?apikey=lending-key-s3cr3t',
      PAYU_URL: 'https://secure.payu.in/_payment',
      PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice?form=2',
      SMS_URL: 'https://sms.example.in/send?key=sms-query-s3cr3t',
      SMTP_URL: 'smtps://website:smtp-pass-s3cr3t@smtp.example.in:465',
      REDIS_URL: 'redis://:redis-pass-s3cr3t@redis.internal:6379/0',
    });
    const text = JSON.stringify(describeConfig(c));
    t.notMatch(text, /s3cr3t/);
    t.match(describeConfig(c), {
      lending: 'live',
      payments: 'live',
      sms: 'live',
      origins: {
        lending: 'https://lending.example.in',
        payments: 'https://secure.payu.in',
        paymentsVerify: 'https://info.payu.in',
        sms: 'https://sms.example.in',
      },
      mail: { mode: 'smtp' },
      sharedState: 'redis',
      refstrSigned: true,
      otpSecret: 'set',
      metrics: 'bearer token',
    });
    t.equal(modeOf(c), 'live');
  },
);

t.test('every upstream simulated is the sandbox; a named staging mix is partial', async (t) => {
  t.equal(modeOf(loadConfig({})), 'sandbox');
  const staging = loadConfig({
    LENDING_API_URL: 'https://lending.example.in',
    SANDBOX_SIMULATE: 'payments, sms',
    REFSTR_SECRET: 'k',
    OTP_SECRET: secrets.OTP_SECRET,
  });
  t.equal(modeOf(staging), 'partial');
  t.same(describeConfig(staging).simulated, ['payments', 'sms'], 'named in the start-up line');
});

t.test('the drain before shutdown is on in production and off in development', async (t) => {
  t.equal(loadConfig({ NODE_ENV: 'production' }).shutdown.drainMs, 5000);
  t.equal(loadConfig({ NODE_ENV: 'development' }).shutdown.drainMs, 0);
  t.equal(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' }).shutdown.drainMs, 0);
  t.equal(loadConfig({}).shutdown.timeoutMs, 25_000);
});
