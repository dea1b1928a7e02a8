// The retention schedule (shared/retention.ts): the purge's numbers and the privacy notice's table are one.
import t from 'tap';
import { retentionDays, retentionRules, type RecordKind } from '../../shared/retention.ts';
import { promiseTokensIn, retentionTable } from '../../shared/service-promise-tokens.ts';

const kinds: RecordKind[] = [
  'consent',
  'complaint',
  'privacyRequest',
  'payment',
  'application',
  'loanDocument',
];

t.test('every record kind the purge knows has a period in days and a basis', async (t) => {
  t.same(Object.keys(retentionDays).sort(), [...kinds].sort());
  for (const kind of kinds) {
    t.ok(Number.isInteger(retentionDays[kind]) && retentionDays[kind] > 0, kind);
    t.equal(retentionDays[kind], retentionRules[kind].days);
  }
  t.ok(Object.isFrozen(retentionDays));
});

t.test('PMLA five years for consent records, a fixed year for declined applications', async (t) => {
  t.equal(retentionDays.consent, 5 * 365);
  t.equal(retentionDays.application, 365);
  t.equal(retentionDays.payment, 8 * 365, 'Companies Act books of account, longer than PMLA');
  t.equal(retentionDays.loanDocument, 5 * 365, 'loan records: RBI KYC Directions, then erased');
});

t.test('the notice states every period the purge enforces, in both languages', async (t) => {
  const en = retentionTable('en');
  const hi = retentionTable('hi');
  t.match(en, '| Consent records | 5 years |');
  t.match(en, '| Applications that did not become a loan (declined or withdrawn) | 1 year |');
  t.match(en, 'Prevention of Money-laundering Act, 2002');
  t.match(hi, '| सहमति (consent) के रिकॉर्ड | 5 साल |');
  t.match(hi, '| इस वेबसाइट से मिले भुगतान | 8 साल |');
  t.match(
    en,
    /\| Documents issued on My loans [^|]+\| 5 years \| after the loan’s last document [^|]+\| RBI KYC Directions, 2025 \(records of a loan[^|]+DPDP Act, 2023, section 8\(7\)\) \|/,
  );
  t.match(
    hi,
    /\| “मेरे लोन” पेज पर दिए दस्तावेज़ [^|]+\| 5 साल \| [^|]+\| RBI के KYC निदेश, 2025 \(लोन[^|]+DPDP अधिनियम, 2023, धारा 8\(7\)\) \|/,
  );
  t.equal(en.split('\n').length, hi.split('\n').length, 'the same rows');
  t.equal(promiseTokensIn('en')['retention.pmlaYears'], '5');
});
