// Server messages in the reader's language (issue 21; decision 0051): a caller that asks in Hindi (the Hindi pages
// send Accept-Language: hi-IN) reads every refusal, field message and acknowledgement in Hindi, with Vary saying
// so; an English caller reads them exactly as before. The SMS and the consent record follow the application's
// language; a form posted without script from a /hi page comes back as the Hindi page.
import t from 'tap';

import { startApp } from '../helpers/app.ts';
import { requestCode, verifiedSession, verifyCode } from '../helpers/otp-session.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { consentCopy as consentCopyHi } from '../../shared/schemas/consent-copy.hi.ts';
import { hi } from '../../server/http/language/catalogue.ts';
import { messages } from '../../shared/messages.ts';
import { serverMessages } from '../../shared/server-messages.ts';

const { app } = await startApp(t, {
  // The requests come from our own proxy, so their x-request-id is taken (issue 40).
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_APPLICATIONS: '1000',
  RATE_LIMIT_APPLICATIONS_PER_MOBILE: '1000',
  RATE_LIMIT_FORMS: '1000',
});
const sandbox = app.services.sandbox!;
const HINDI = { 'accept-language': 'hi-IN' };
const json = { 'content-type': 'application/json' };

/** Devanagari letters in a text: a Hindi message has them, an English one has none. */
const devanagari = /[\u0900-\u097F]/;

t.test('a refused application: summary and every field message in Hindi', async (t) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { ...json, ...HINDI },
    payload: {
      loanAmount: '12.5',
      firstName: 'R2D2',
      panNumber: 'ABC',
      mobile: '0123456789',
      email: 'not-an-email',
      pincode: '012345',
    },
  });
  t.equal(res.statusCode, 422);
  t.match(res.headers.vary, /accept-language/i, 'caches keep the two languages apart');
  const problem = res.json();
  t.equal(problem.detail, hi.serverMessages.correctFields);
  t.equal(problem.title, hi.problemTitles[422]);
  t.equal(problem.errors.loanAmount, hi.rupeesWhole(hi.fieldMessages.loanAmount));
  t.equal(problem.errors.firstName, hi.fieldMessages.lettersOnly);
  t.equal(problem.errors.mobile, hi.messages.mobileInvalid);
  t.equal(problem.errors.email, hi.fieldMessages.emailInvalid);
  t.equal(problem.errors.pincode, hi.fieldMessages.pincodeInvalid);
  t.equal(problem.errors.acceptTerms, hi.messages.acceptTerms);
  t.equal(problem.errors.consentCreditReport, consentCopyHi.creditReport.missing);
  for (const [field, text] of Object.entries(problem.errors as Record<string, string>))
    t.match(text, devanagari, `${field}: "${text}" is Hindi`);
});

t.test('the same refusal asked in English is worded as before', async (t) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { ...json, 'accept-language': 'en-IN,hi;q=0.8' },
    payload: { mobile: '0123456789' },
  });
  t.equal(res.statusCode, 422);
  t.equal(res.json().detail, serverMessages.correctFields);
  t.equal(res.json().errors.mobile, messages.mobileInvalid);
  t.match(res.headers.vary, /accept-language/i);
});

t.test('a wrong code says the tries left in Hindi; the SMS itself is in Hindi', async (t) => {
  const mobile = '9876500011';
  t.equal((await requestCode(app, 'apply', mobile, HINDI)).statusCode, 202);
  await app.services.sms.drain();
  const sms = sandbox.records.sms.filter((m) => m.mobile === mobile).at(-1)!;
  t.match(sms.message, /^\d{6} Rupeeflow पर अपना मोबाइल नंबर सत्यापित करने का आपका कोड है।/);
  t.match(sms.message, /कभी नहीं माँगेगा/, 'the never-share warning, in Hindi');
  const code = /^(\d{6})/.exec(sms.message)![1]!;
  const wrong = code === '000000' ? '111111' : '000000';
  const res = await verifyCode(app, 'apply', mobile, wrong, HINDI);
  t.equal(res.statusCode, 401);
  t.match(res.json().detail, /^यह कोड सही नहीं है।.* अब \d बार और कोशिश कर सकते हैं।$/);
});

t.test('a code asked from an English page is sent in English', async (t) => {
  const mobile = '9876500012';
  await requestCode(app, 'apply', mobile, { 'accept-language': 'en-IN' });
  await app.services.sms.drain();
  const sms = sandbox.records.sms.filter((m) => m.mobile === mobile).at(-1)!;
  t.match(sms.message, /^\d{6} is your Rupeeflow code to verify your mobile number\./);
});

t.test('the wait of a per-address limit is said in Hindi', async (t) => {
  const limited = await startApp(t, { RATE_LIMIT_LOOKUP: '1' });
  const ask = () =>
    limited.app.inject({
      url: '/api/complaints/GRV-2026-000001?mobile=9876543210',
      headers: HINDI,
    });
  await ask();
  const res = await ask();
  t.equal(res.statusCode, 429);
  t.match(res.json().detail, /^बहुत ज़्यादा कोशिशें हो गईं। कृपया \d+ (सेकंड|मिनट) बाद फिर कोशिश करें।$/);
});

t.test('an unknown endpoint and an unreadable request are refused in Hindi', async (t) => {
  const missing = await app.inject({ url: '/api/no-such-thing', headers: HINDI });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().detail, hi.serverMessages.noSuchEndpoint);
  const unreadable = await app.inject({ url: '/api/states/%/cities', headers: HINDI });
  t.equal(unreadable.statusCode, 400);
  t.equal(unreadable.json().detail, hi.serverMessages.requestUnreadable);
  const wrongType = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'text/plain', ...HINDI },
    payload: 'hello',
  });
  t.equal(wrongType.statusCode, 415);
  t.equal(
    wrongType.json().detail,
    'इसे application/json या application/x-www-form-urlencoded के रूप में भेजें।',
  );
});

t.test('an acknowledgement is worded in Hindi too', async (t) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { ...json, ...HINDI },
    payload: {
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      category: 'Complaint',
      subject: 'Charges',
      message: 'Please explain the processing fee on my loan.',
    },
  });
  t.equal(res.statusCode, 202);
  const { message, reference } = res.json();
  t.equal(message, hi.complaintAccepted(reference), 'the complaint reference, in a Hindi sentence');
});

t.test(
  'a Hindi application: the consent record quotes the Hindi lines, the SMS is Hindi',
  async (t) => {
    const address = await noidaAddress(app);
    const cookie = await verifiedSession(app, 'apply', '9876543210');
    const res = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...json, ...HINDI, cookie, 'x-request-id': 'hindi-consent-1' },
      payload: applicationBody(address, { panNumber: 'KQZPH1111B' }),
    });
    t.equal(res.statusCode, 201);
    const { rows } = await app.database.query(
      `SELECT record FROM consents WHERE request_id = 'hindi-consent-1'`,
    );
    const record = rows[0]!.record;
    t.equal(record.language, 'hi-IN');
    t.same(
      record.consents.map((c: { text: string }) => c.text),
      [
        consentCopyHi.terms.label,
        consentCopyHi.creditReport.label,
        consentCopyHi.contact.label,
        consentCopyHi.marketing.label,
      ],
      'the record proves what the borrower read: the Hindi lines',
    );
    await app.services.sms.drain();
    const sms = sandbox.records.sms.filter((m) => m.mobile === '9876543210').at(-1)!;
    t.match(sms.message, /^प्रिय .+, Rupeeflow में आपका लोन आवेदन हमें मिल गया है।/);
  },
);

t.test(
  'the contact form posted without script from /hi comes back as the Hindi page',
  async (t) => {
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/hi/contact-us',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          category: 'General question',
          subject: 'Hi',
          ...fields,
        }).toString(),
      });
    const res = await post({ name: 'Asha', email: 'bad', phone: '0123456789', message: 'Hello' });
    t.equal(res.statusCode, 422);
    t.match(res.headers['content-type'], /text\/html/);
    t.match(res.body, /<html lang="hi-IN"/);
    t.match(res.body, hi.fieldMessages.emailInvalid);
    t.match(res.body, hi.messages.mobileInvalid);
    const sent = await post({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      message: 'Hello there',
    });
    t.equal(sent.statusCode, 200);
    t.match(sent.body, /<html lang="hi-IN"/);
    t.match(sent.body, hi.formPageMessages.contactAccepted);
  },
);
