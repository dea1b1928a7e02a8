// The lending API's own phrases for a Hindi reader (issue 41): an application's acknowledgement and refusal, and
// every PAN-verification answer, in our Hindi; an upstream phrase we do not know is shown after a Hindi line that
// says it is the lending system's own English. English readers see the phrases exactly as before.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { applicationBody, noidaAddress } from '../helpers/fixtures.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { encodeRefstr } from '../../server/verification/refstr.ts';
import { leadInfoInLanguage } from '../../server/http/language/lead-info-words.ts';
import { upstreamText } from '../../server/http/language/translate.ts';

const { app } = await startApp(t, {
  RATE_LIMIT_APPLICATIONS: '1000',
  RATE_LIMIT_APPLICATIONS_PER_MOBILE: '1000',
  RATE_LIMIT_OTP_SEND: '1000',
  RATE_LIMIT_OTP_VERIFY: '1000',
  RATE_LIMIT_UNKNOWN_LEADS: '1000',
  RATE_LIMIT_PAN: '1000',
});
const address = await noidaAddress(app);
const HINDI = { 'accept-language': 'hi-IN' };
const json = { 'content-type': 'application/json' };
const devanagari = /[\u0900-\u097F]/;

const apply = async (mobile: string, pan: string, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: applicationBody(address, { mobile, panNumber: pan }),
    headers: { ...json, cookie: await verifiedSession(app, 'apply', mobile), ...headers },
  });

t.test('"Application submitted successfully." in Hindi, and as it was in English', async (t) => {
  const hindi = await apply('9876543210', 'ZQXPA4321B', HINDI);
  t.equal(hindi.statusCode, 201);
  t.equal(hindi.json().message, 'आपका आवेदन जमा हो गया है।');
  const english = await apply('9765432101', 'ZQXPB4321C', {});
  t.equal(english.json().message, 'Application submitted successfully');
});

t.test('"Application already exists for this PAN." in Hindi', async (t) => {
  const hindi = await apply('9123498765', 'BQKPM4821K', HINDI);
  t.equal(hindi.statusCode, 502);
  t.equal(hindi.json().detail, 'इस PAN से एक आवेदन पहले से मौजूद है।');
  const english = await apply('9123498765', 'BQKPM4821K', {});
  t.equal(english.json().detail, 'Application already exists for this PAN.');
});

const verify = (refstr: string, pan: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/pan/verify',
    payload: { refstr: encodeRefstr(refstr), pan },
    headers: { ...json, ...headers },
  });

/** What a reader reads in an answer: its text, tags gone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

t.test('every PAN-verification answer reads in Hindi, with the name and PAN as data', async (t) => {
  for (const [lead, pan, says] of [
    ['310001', 'PWHPS3187A', ['PAN की पुष्टि हो गई', 'PAN के अनुसार नाम', 'सही']],
    ['310003', 'RYKPK5528G', ['पुष्टि बाक़ी है', 'आयकर विभाग', 'बाक़ी']],
    ['310004', 'SZLPR6634J', ['PAN की पुष्टि नहीं हो सकी', 'नाम मेल नहीं खाता']],
    ['310001', 'ABCPE1234F', ['हमारे रिकॉर्ड से', 'मेल नहीं खाता']],
  ] as const) {
    const res = await verify(lead, pan, HINDI);
    t.equal(res.statusCode, 200, `${lead} ${pan}`);
    const text = textOf(res.json().html);
    for (const words of says) t.match(text, words);
    const english = text
      .replace(/\b[A-Z]{5}\d{4}[A-Z]\b/g, '') // the PAN
      .replace(/\b[A-Z]+ [A-Z]+\b/g, '') // the name as per PAN, in capitals
      .replace(/\bPAN\b/g, '');
    t.notMatch(english, /[A-Za-z]{2,}/, 'no English words left');
    t.notMatch(text, 'अंग्रेज़ी', 'no "in English" note when every phrase is known');
  }
  const english = await verify('310001', 'PWHPS3187A');
  t.match(textOf(english.json().html), 'PAN verified');
  t.notMatch(english.json().html, devanagari, 'English readers: as the lending API said it');
});

t.test('an upstream phrase we do not know is explained in Hindi, not hidden', async (t) => {
  t.equal(
    upstreamText('Server busy, retry later', 'hi'),
    'लोन सिस्टम ने यह जवाब अंग्रेज़ी में भेजा है: Server busy, retry later',
  );
  t.equal(upstreamText('Server busy, retry later', 'en'), 'Server busy, retry later');
  t.equal(upstreamText('No record found', 'hi'), 'कोई रिकॉर्ड नहीं मिला');
  const answer = '<div><h4>KYC on hold</h4><p>Contact your branch.</p></div>';
  t.equal(
    leadInfoInLanguage(answer, 'hi'),
    `<p lang="hi-IN">लोन सिस्टम ने यह जवाब अंग्रेज़ी में भेजा है:</p>${answer}`,
  );
  t.equal(leadInfoInLanguage(answer, 'en'), answer);
  const known =
    '<div><h4>PAN verified</h4><table><tbody><tr><th>Status</th><td><b>Valid</b></td></tr></tbody></table></div>';
  t.equal(
    leadInfoInLanguage(known, 'hi'),
    '<div><h4>PAN की पुष्टि हो गई</h4><table><tbody><tr><th>स्थिति</th><td><b>सही</b></td></tr></tbody></table></div>',
  );
});
