// The one set of field rules: the mobile normaliser and rule, e-mail and PAN wording, and every form's schema
// giving the same answer for the same value.
import t from 'tap';
import {
  email,
  firstErrors,
  mobile,
  normalizeMobile,
  optionalMobile,
  pan,
  requiredText,
} from '../../shared/schemas/fields.ts';
import { messages } from '../../shared/messages.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { contactSchema } from '../../shared/schemas/contact.ts';
import { careersFieldsSchema } from '../../shared/schemas/careers.ts';
import { applyFormSchema } from '../../shared/schemas/apply.ts';
import { lookupSchema } from '../../shared/schemas/repayment.ts';

const validApplication = {
  loanAmount: '25000',
  monthlyIncome: '45000',
  firstName: 'Ananya',
  surName: 'Iyer',
  panNumber: 'ABCPI1234K',
  dob: `${new Date().getUTCFullYear() - 30}-01-15`,
  gender: 'female',
  mobile: '9876543210',
  email: 'ananya@example.com',
  state: '9',
  city: '42',
  pincode: '201301',
  acceptTerms: true,
};

t.test('the normaliser reads the ways people write an Indian mobile number', async (t) => {
  for (const written of [
    '9822067890',
    '+91 98220 67890',
    '+91-98220-67890',
    '+919822067890',
    '919822067890',
    '0091 98220 67890',
    '098220 67890',
    '(+91) 98220.67890',
    ' 98220\u00a067890 ',
  ])
    t.equal(normalizeMobile(written), '9822067890', written);
  t.equal(normalizeMobile('0123456789'), '0123456789', 'ten digits are never shortened');
  t.equal(normalizeMobile('91234567890'), '91234567890', 'no prefix in front of eleven digits');
  t.equal(
    normalizeMobile('+92 98220 67890'),
    '+929822067890',
    'another country is left to be refused',
  );
});

t.test('the mobile rule: ten digits starting 6-9, after normalising', async (t) => {
  t.equal(mobile.parse('+91 98220 67890'), '9822067890');
  t.equal(
    mobile.parse(9822067890),
    '9822067890',
    'a number from another client reads as its digits',
  );
  for (const bad of [
    '0123456789',
    '0000000000',
    '5822067890',
    '982206789',
    '98220678901',
    'abcdefghij',
  ])
    t.same(firstErrors(mobile.safeParse(bad).error!), { _: messages.mobileInvalid }, bad);
  t.same(firstErrors(mobile.safeParse('').error!), { _: messages.required });
  t.equal(optionalMobile.parse(''), undefined);
  t.equal(optionalMobile.parse('0 98220 67890'), '9822067890');
  t.notOk(optionalMobile.safeParse('0000000000').success);
});

t.test('e-mail is spelt one way in every message', async (t) => {
  t.equal(fieldMessages.emailInvalid, 'Enter a valid e-mail address');
  t.equal(email.safeParse('rahul@').error?.issues[0]?.message, fieldMessages.emailInvalid);
  t.equal(email.parse('  rahul@example.in '), 'rahul@example.in');
});

t.test('PAN: upper-cased without spaces, an individual’s only', async (t) => {
  t.equal(pan.parse(' abcpe 1234f '), 'ABCPE1234F');
  t.equal(pan.safeParse('0123456789').error?.issues[0]?.message, fieldMessages.panFormat);
  t.equal(pan.safeParse('ABCFE1234F').error?.issues[0]?.message, fieldMessages.panIndividual);
});

t.test('one-line text collapses line breaks, so no header or log line can be split', async (t) => {
  t.equal(requiredText(50).parse(' Rahul\r\nVerma\u0000 '), 'Rahul Verma');
  t.equal(requiredText(3).safeParse('abcd').error?.issues[0]?.message, 'Use at most 3 characters');
});

/** Every form that takes a mobile number, with the rest of a valid submission. */
const forms = {
  apply: (m: string) =>
    firstErrors(
      applyFormSchema.safeParse({ ...validApplication, mobile: m }).error ??
        ({ issues: [] } as never),
    ).mobile,
  contact: (m: string) =>
    contactSchema.safeParse({
      name: 'R',
      phone: m,
      email: 'r@example.in',
      subject: 's',
      message: 'm',
    }).error?.issues[0]?.message,
  careers: (m: string) =>
    careersFieldsSchema.safeParse({
      fullName: 'R',
      email: 'r@example.in',
      phone: m,
      applyingFor: 'Other',
      noticePeriod: 'Immediate',
      reason: 'r',
    }).error?.issues[0]?.message,
  repay: (m: string) => lookupSchema.safeParse({ query: m }).error?.issues[0]?.message,
};

t.test('every form refuses the same numbers with the same message', async (t) => {
  for (const [form, check] of Object.entries(forms))
    for (const bad of ['0123456789', '0000000000', '5999999999', '12345'])
      t.equal(check(bad), messages.mobileInvalid, `${form} refuses ${bad}`);
});

t.test('every form accepts the same number written the same ways', async (t) => {
  for (const [form, check] of Object.entries(forms))
    for (const good of ['9822067890', '+91 98220 67890', '098220-67890', '91 9822067890'])
      t.equal(check(good), undefined, `${form} accepts ${good}`);
  t.same(
    contactSchema.parse({
      name: 'R',
      phone: '+91 98220 67890',
      email: 'r@example.in',
      subject: 's',
      message: 'm',
    }).phone,
    '9822067890',
  );
  t.same(lookupSchema.parse({ query: '+91 98220 67890' }), { query: '9822067890' });
});

t.test(
  'the repay search still takes a PAN, and says what it wants for anything else',
  async (t) => {
    t.same(lookupSchema.parse({ query: 'abcde 1234f' }), { query: 'ABCDE1234F' });
    t.equal(
      lookupSchema.safeParse({ query: 'hello' }).error?.issues[0]?.message,
      fieldMessages.lookupQuery,
    );
    t.equal(lookupSchema.safeParse({ query: '' }).error?.issues[0]?.message, messages.required);
  },
);

t.test('firstErrors keeps the first message per field path', async (t) => {
  const r = contactSchema.safeParse({});
  t.same(firstErrors(r.error!), {
    name: messages.required,
    phone: messages.required,
    email: messages.required,
    subject: messages.required,
    message: messages.required,
  });
});
