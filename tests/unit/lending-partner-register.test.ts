// The lending-partner register comes from the deployment's file (LENDING_PARTNERS_FILE, issue 45): a live start with
// no file, an empty register or a sample row is refused with the file named; the sandbox shows the sample rows.
import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { sampleRegister } from '../../server/lending-partners/sample-register.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const live = {
  LENDING_API_URL: 'https://lending.example.in/api/',
  PAYU_URL: 'https://secure.payu.in/_payment',
  PAYU_VERIFY_URL: 'https://info.payu.in/merchant/postservice?form=2',
  PAYU_KEY: 'k',
  PAYU_SALT: 's',
  SMS_URL: 'https://sms.example.in/send',
  SMS_API_KEY: 'k',
  OTP_SECRET: 'otp-secret-of-at-least-32-characters-long',
  REFSTR_SECRET: 'r',
};
const liveFile = 'tests/helpers/lending-partners.live.json';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

t.test('the sandbox publishes the sample register, every row marked as a sample', async (t) => {
  const c = loadConfig({});
  t.equal(c.lendingPartners.register, sampleRegister);
  t.ok(sampleRegister.partners.length > 0);
  t.ok(sampleRegister.partners.every((p) => p.sample));
});

t.test('a live start needs the file, and names the variable without it', async (t) => {
  t.match(problems(live), [/^LENDING_PARTNERS_FILE: required on a live site/]);
});

t.test('a live start with the operator file reads its rows', async (t) => {
  const c = loadConfig({ ...live, LENDING_PARTNERS_FILE: liveFile });
  t.equal(c.lendingPartners.file, liveFile);
  t.equal(c.lendingPartners.register.ownApp, 'Rupeeflow (Android)');
  t.same(
    c.lendingPartners.register.partners.map((p) => [p.name, p.sample]),
    [['Example Collections Private Limited', false]],
  );
});

t.test('a live start with sample or empty entries is refused, naming the file', async (t) => {
  const dir = tempDir('register-', t);
  const samples = join(dir, 'samples.json');
  writeFileSync(samples, JSON.stringify(sampleRegister));
  t.match(problems({ ...live, LENDING_PARTNERS_FILE: samples }), [
    new RegExp(
      `^LENDING_PARTNERS_FILE \\(${samples}\\): a live site cannot publish sample entries \\(SalaryMitra app`,
    ),
  ]);
  const empty = join(dir, 'empty.json');
  writeFileSync(empty, JSON.stringify({ partners: [] }));
  t.match(problems({ ...live, LENDING_PARTNERS_FILE: empty }), [
    `LENDING_PARTNERS_FILE (${empty}): a live site cannot publish an empty register`,
  ]);
  // The sandbox may read the same file: its rows are shown marked as samples.
  t.equal(
    loadConfig({ LENDING_PARTNERS_FILE: samples }).lendingPartners.register.partners.length,
    4,
  );
});

t.test(
  'an unreadable or malformed file stops any start, naming the file and the fault',
  async (t) => {
    const dir = tempDir('register-', t);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"partners": [{"name": ""}]');
    t.match(problems({ LENDING_PARTNERS_FILE: bad }), [
      `LENDING_PARTNERS_FILE (${bad}): not valid JSON`,
    ]);
    writeFileSync(bad, JSON.stringify({ partners: [{ name: 'X', kind: 'Bank' }] }));
    t.match(problems({ LENDING_PARTNERS_FILE: bad }), [
      /^LENDING_PARTNERS_FILE \(.*bad\.json\): partners\.0\./,
    ]);
    t.match(problems({ LENDING_PARTNERS_FILE: join(dir, 'missing.json') }), [
      /cannot be read \(ENOENT\)/,
    ]);
  },
);
