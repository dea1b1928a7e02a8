// The server's table from English wording to Hindi (server/http/language/translate.ts): every text of the catalogue
// has its Hindi, every wording with parameters is recognised whatever its parameters, and nothing the server
// sends is worded outside the catalogue (a literal in a throw would reach a Hindi reader in English).
import t from 'tap';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { localizeProblem, say, toHindi } from '../../server/http/language/translate.ts';
import { en, hi, textGroups } from '../../server/http/language/catalogue.ts';

t.test('every catalogue text has its Hindi text', async (t) => {
  for (const group of textGroups) {
    const english = en[group] as Record<string, string>;
    const hindi = hi[group] as Record<string, string>;
    for (const key of Object.keys(english))
      t.equal(toHindi(english[key]!), hindi[key], `${group}.${key}`);
  }
});

t.test('wordings with parameters, whatever the parameters', async (t) => {
  for (const n of [1, 12, 100, 4000]) {
    t.equal(toHindi(en.tooLong(n)), hi.tooLong(n));
    t.equal(toHindi(en.tooManyDigits(n)), hi.tooManyDigits(n));
  }
  for (const n of [1, 2, 4]) t.equal(toHindi(en.wrongCode(n)), hi.wrongCode(n), `${n} tries left`);
  for (const seconds of [1, 30, 59, 60, 90, 3600, 7200])
    t.equal(toHindi(en.tooManyAttempts(seconds)), hi.tooManyAttempts(seconds), `${seconds} s`);
  t.equal(
    toHindi(en.withWait(en.otpMessages.otpResendWait, 30)),
    hi.withWait(hi.otpMessages.otpResendWait, 30),
    'a refusal with its wait: both parts in Hindi',
  );
  t.equal(
    toHindi(en.complaintAccepted('GRV-2026-000042')),
    hi.complaintAccepted('GRV-2026-000042'),
  );
  t.equal(
    toHindi(en.paymentReceived('₹5,150.00', 'RF123ABC')),
    hi.paymentReceived('₹5,150.00', 'RF123ABC'),
  );
  t.equal(toHindi(en.sendAs('application/json')), hi.sendAs('application/json'));
});

t.test('a text the catalogue does not know goes out as it came', async (t) => {
  const upstream = 'Duplicate PAN: an application with this PAN already exists';
  t.equal(toHindi(upstream), upstream);
  t.equal(say(en.messages.required, 'en'), en.messages.required, 'English stays English');
  t.equal(say(en.messages.required, 'hi'), hi.messages.required);
});

t.test('a problem: title, detail and every field', async (t) => {
  const problem = {
    type: 'about:blank',
    title: en.problemTitles[422],
    status: 422,
    detail: en.serverMessages.correctFields,
    errors: { mobile: en.messages.mobileInvalid, name: en.tooLong(100) },
  };
  t.same(localizeProblem(problem, 'hi'), {
    type: 'about:blank',
    title: hi.problemTitles[422],
    status: 422,
    detail: hi.serverMessages.correctFields,
    errors: { mobile: hi.messages.mobileInvalid, name: hi.tooLong(100) },
  });
  t.equal(localizeProblem(problem, 'en'), problem);
});

/** Every .ts file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });

t.test('the server words no refusal outside the catalogue', async (t) => {
  const literal =
    /(?:new AppError\(\s*\d{3},|sendProblem\([^,]+,\s*\d{3},|problemOf\(\s*\d{3},)\s*['"`]/;
  const offenders = sources('server').filter((file) => literal.test(readFileSync(file, 'utf8')));
  t.same(
    offenders,
    [],
    'AppError, sendProblem and problemOf take their words from shared/messages.ts',
  );
});
