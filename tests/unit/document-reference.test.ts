// A document's reference (issue 46, decision 0151): one reference per document, the same on every instance with the
// same secret, no personal data in it, and a changed character or another secret refused.
import t from 'tap';
import fc from 'fast-check';
import { DocumentReferences } from '../../server/features/loans/document-reference.ts';
import { documentRefPattern } from '../../shared/schemas/my-loans.ts';
import { reminderText } from '../../server/features/loans/reminder-text.ts';

const secret = Buffer.from('a test secret of thirty-two characters!!');
const refs = new DocumentReferences(secret);

t.test(
  'one document, one reference, well formed and free of the loan number and transaction',
  async (t) => {
    const receipt = refs.of({ kind: 'receipt', loanNo: 'RFL209014', txnid: 'SBX209014PAID' });
    t.match(receipt, documentRefPattern);
    t.match(receipt, /^RFR-/);
    t.equal(
      receipt,
      new DocumentReferences(secret).of({
        kind: 'receipt',
        loanNo: 'RFL209014',
        txnid: 'SBX209014PAID',
      }),
    );
    t.notMatch(receipt, /209014|SBX/);
    t.not(
      refs.of({ kind: 'kfs', loanNo: 'RFL209014' }),
      refs.of({ kind: 'kfs', loanNo: 'RFL209015' }),
    );
    t.same(refs.check(receipt), { kind: 'receipt' });
    t.same(refs.check(refs.of({ kind: 'no-dues', loanNo: 'X' })), { kind: 'no-dues' });
  },
);

t.test('another secret, or any one character changed, is refused', async (t) => {
  const other = new DocumentReferences(Buffer.from('another secret, just as long as the first'));
  const ref = refs.of({ kind: 'kfs', loanNo: 'RFL210014' });
  t.equal(other.check(ref), 'altered');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  fc.assert(
    fc.property(fc.integer({ min: 4, max: ref.length - 1 }), fc.nat(31), (i, by) => {
      if (ref[i] === '-') return;
      const ch = alphabet[(alphabet.indexOf(ref[i]!) + 1 + (by % 31)) % 32]!;
      const altered = ref.slice(0, i) + ch + ref.slice(i + 1);
      if (refs.check(altered) !== 'altered') throw new Error(altered);
    }),
  );
  t.equal(refs.check('hello'), 'malformed');
  t.equal(refs.check(`${ref}X`), 'malformed');
});

t.test(
  'the reminder SMS says the loan, the date and how to stop, in the language asked',
  async (t) => {
    const base = {
      brand: 'Rupeeflow',
      loanNo: 'RFL210014',
      dueDate: '2026-12-16',
      link: 'https://x/my-loans',
    };
    const en = reminderText({ ...base, amountDue: 10300, kind: '3d', locale: 'en' });
    t.equal(
      en,
      'Rupeeflow: your loan RFL210014 payment of Rs. 10,300.00 is due on 16/12/2026 (in 3 days). Pay at https://x/my-loans . Already paid? Ignore this. To stop these reminders, use the same page.',
    );
    t.notMatch(
      en,
      /[^\x20-\x7e]/,
      'English stays in the GSM character set (Rs., not the rupee sign)',
    );
    const hi = reminderText({ ...base, kind: '1d', locale: 'hi' });
    t.match(hi, '16/12/2026 (कल)');
    t.match(hi, 'रिमाइंडर बंद');
  },
);
