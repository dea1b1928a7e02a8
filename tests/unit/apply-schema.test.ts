import t from 'tap';
import { ageOn, applyFormSchema, todayIso } from '../../shared/schemas/apply.ts';
import { lookupSchema } from '../../shared/schemas/repayment.ts';
import { firstErrors } from '../../shared/schemas/fields.ts';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

export const validForm = () => ({
  loanAmount: '25000',
  monthlyIncome: '45000',
  firstName: 'Ananya',
  middleName: '',
  surName: 'Iyer',
  panNumber: 'abcpi1234k',
  dob: yearsAgo(30),
  gender: 'female',
  mobile: '9876543210',
  alternateMobile: '',
  email: 'ananya@example.com',
  officialEmail: '',
  obligations: '',
  state: '9',
  city: '42',
  pincode: '201301',
  acceptTerms: true,
  consentCreditReport: true,
  consentContact: true,
});

const errorsOf = (input: unknown): Record<string, string> => {
  const r = applyFormSchema.safeParse(input);
  if (r.success) return {};
  return firstErrors(r.error); // the first message per field, as the API and the form show it
};

t.test('a complete application passes, PAN upper-cased and empty optionals dropped', async (t) => {
  const r = applyFormSchema.parse(validForm());
  t.equal(r.panNumber, 'ABCPI1234K');
  t.equal(r.middleName, undefined);
  t.equal(r.alternateMobile, undefined);
});

t.test('every required field missing says Required, and terms say Accept terms', async (t) => {
  const e = errorsOf({});
  for (const f of [
    'loanAmount',
    'monthlyIncome',
    'firstName',
    'panNumber',
    'dob',
    'gender',
    'mobile',
    'email',
    'state',
    'city',
    'pincode',
  ]) {
    t.equal(e[f], 'Required', f);
  }
  t.equal(e.acceptTerms, 'Accept terms');
});

t.test('mobile and alternate mobile must be 10 digits starting 6-9', async (t) => {
  t.equal(
    errorsOf({ ...validForm(), mobile: '98765' }).mobile,
    'Enter valid 10-digit mobile number',
  );
  t.equal(
    errorsOf({ ...validForm(), mobile: '1234567890' }).mobile,
    'Enter valid 10-digit mobile number',
  );
  t.equal(
    errorsOf({ ...validForm(), alternateMobile: '12ab' }).alternateMobile,
    'Enter valid 10-digit mobile number',
  );
});

t.test('obligations, when given, must be numeric and at most 7 digits', async (t) => {
  t.equal(
    errorsOf({ ...validForm(), obligations: '12a' }).obligations,
    'Obligations must be numeric',
  );
  t.match(errorsOf({ ...validForm(), obligations: '12345678' }).obligations, /7 digits/);
  t.same(errorsOf({ ...validForm(), obligations: '5000' }), {});
});

t.test('a PAN must have the real format and belong to a person', async (t) => {
  t.match(errorsOf({ ...validForm(), panNumber: 'ABC123' }).panNumber, /valid PAN/);
  t.match(errorsOf({ ...validForm(), panNumber: 'ABCCE1234F' }).panNumber, /fourth letter is P/);
});

t.test(
  'the amount range, letters-only names, the e-mail and an alternate mobile unlike the mobile give their messages',
  async (t) => {
    // What tests/e2e/apply.spec.ts checked field by field in the browser until decision 0111.
    t.equal(
      errorsOf({ ...validForm(), loanAmount: '500' }).loanAmount,
      'Loan amount must be between ₹1,500 and ₹1,00,000',
    );
    t.same(errorsOf({ ...validForm(), loanAmount: '1500' }), {});
    t.equal(errorsOf({ ...validForm(), firstName: 'Ananya2' }).firstName, 'Use letters only');
    t.equal(errorsOf({ ...validForm(), email: 'ananya@' }).email, 'Enter a valid e-mail address');
    t.equal(
      errorsOf({ ...validForm(), panNumber: 'abc12' }).panNumber,
      'Enter a valid PAN (e.g. ABCPE1234F)',
    );
    t.equal(
      errorsOf({ ...validForm(), panNumber: 'ABCCE1234F' }).panNumber,
      'Enter the PAN of an individual (its fourth letter is P)',
    );
    t.equal(
      errorsOf({ ...validForm(), dob: yearsAgo(60) }).dob,
      'Applicants must be 55 years old or younger',
    );
    t.equal(
      errorsOf({ ...validForm(), alternateMobile: '+91 98765 43210' }).alternateMobile,
      'Enter a different number from your mobile',
      'the same number written another way is the same number',
    );
    t.same(errorsOf({ ...validForm(), alternateMobile: '9876543211' }), {});
  },
);

t.test('the age must be 23 to 55 on the day of application', async (t) => {
  t.match(errorsOf({ ...validForm(), dob: yearsAgo(22) }).dob, /at least 23/);
  t.same(errorsOf({ ...validForm(), dob: yearsAgo(23) }), {});
  t.same(errorsOf({ ...validForm(), dob: yearsAgo(55) }), {});
  t.match(errorsOf({ ...validForm(), dob: yearsAgo(56) }).dob, /55 years old or younger/);
  t.match(errorsOf({ ...validForm(), dob: '2001-02-30' }).dob, /date of birth/);
  t.equal(ageOn('2000-11-24', '2026-11-23'), 25);
  t.equal(ageOn('2000-11-23', '2026-11-23'), 26);
});

t.test('the day of application is the date in India, not in UTC', async (t) => {
  t.equal(todayIso(new Date('2026-11-22T18:29:59Z')), '2026-11-22', '23:59:59 IST');
  t.equal(
    todayIso(new Date('2026-11-22T18:30:00Z')),
    '2026-11-23',
    'midnight IST, still the 22nd in UTC',
  );
  t.equal(todayIso(new Date('2026-11-23T10:00:00Z')), '2026-11-23');
});

t.test('a pincode is 6 digits not starting with 0', async (t) => {
  t.match(errorsOf({ ...validForm(), pincode: '012345' }).pincode, /6-digit pincode/);
});

t.test('the repayment lookup takes a mobile or a PAN, nothing else', async (t) => {
  t.equal(lookupSchema.parse({ query: ' abcpi1234k ' }).query, 'ABCPI1234K');
  t.equal(lookupSchema.parse({ query: '9876543210' }).query, '9876543210');
  t.equal(lookupSchema.safeParse({ query: '' }).error?.issues[0]?.message, 'Required');
  // Digits are read as a mobile number and get the mobile rule's message, as on every form.
  t.equal(
    lookupSchema.safeParse({ query: '12345' }).error?.issues[0]?.message,
    'Enter valid 10-digit mobile number',
  );
  t.match(
    lookupSchema.safeParse({ query: 'ABC12' }).error?.issues[0]?.message ?? '',
    /mobile number or PAN/,
  );
});
