// Apply, repay and video KYC without script (issue 41): the one-time-code step and the recorder need script, and
// each page says so plainly,
// with our phone number and hours, in the borrower's language: in the page itself (noscript), in the answer to the
// application form posted without script (nothing of it kept), and on the page a search posted without script
// reaches. /favicon.ico answers too.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { site } from '../../shared/site.ts';
import { outboxRows } from '../helpers/outbox.ts';

const { app, logs } = await startApp(t);
const form = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
};
const noScriptOf = (html: string) => /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';

t.test('the apply and repay pages say, without script, that the code step needs it', async (t) => {
  for (const [path, words, hours] of [
    ['/apply-now', 'needs JavaScript', '10:00AM - 7:00PM'],
    ['/repay-loan', 'needs JavaScript', '10:00AM - 7:00PM'],
    ['/hi/apply-now', 'JavaScript चाहिए', 'सुबह 10 बजे से शाम 7 बजे तक'],
    ['/hi/repay-loan', 'JavaScript चाहिए', 'सुबह 10 बजे से शाम 7 बजे तक'],
  ] as const) {
    const notice = noScriptOf((await app.inject({ url: path })).body);
    t.match(notice, words, path);
    t.match(notice, site.phone);
    t.match(notice, hours);
  }
});

t.test(
  'the PAN check and video KYC pages say, without script, what needs it and whom to call',
  async (t) => {
    for (const [path, words, hours] of [
      [
        '/video-kyc?refstr=MzEwMDAx',
        'Recording your video KYC needs JavaScript',
        '10:00AM - 7:00PM',
      ],
      [
        '/hi/video-kyc?refstr=MzEwMDAx',
        'वीडियो KYC रिकॉर्ड करने के लिए JavaScript',
        'सुबह 10 बजे से शाम 7 बजे तक',
      ],
    ] as const) {
      const notice = noScriptOf((await app.inject({ url: path })).body);
      t.match(notice, words, path);
      t.match(notice, site.phone);
      t.match(notice, hours);
    }
    for (const url of ['/about-us', '/getpanverify?refstr=MzEwMDAx'])
      t.notMatch(
        noScriptOf((await app.inject({ url })).body),
        'needs JavaScript',
        `${url}: no notice`,
      );
  },
);

t.test(
  'the application form posted without script goes back to its page and keeps nothing',
  async (t) => {
    const before = logs.length;
    const personal = {
      firstName: 'Ananya',
      panNumber: 'ZQXPA4321B',
      mobile: '9876543210',
      email: 'ananya@example.com',
    };
    for (const path of ['/apply-now', '/hi/apply-now']) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        payload: new URLSearchParams(personal).toString(),
        headers: form,
      });
      t.equal(res.statusCode, 303, `${path}: back to the form, whose notice says why`);
      t.equal(res.headers.location, path);
      t.equal(res.headers['cache-control'], 'no-store');
      for (const value of Object.values(personal))
        t.notMatch(res.body, value, 'nothing sent is echoed');
    }
    for (const line of logs.slice(before))
      for (const value of Object.values(personal)) t.notMatch(line, value, 'nor logged');
    t.equal(app.services.sandbox!.records.applications.length, 0, 'nor sent on');
    t.same(await outboxRows(app, 'contact'), []);
    t.same(app.services.sandbox!.records.mail, []);
  },
);

t.test(
  'a repay search posted without script reaches a page that says why and whom to call',
  async (t) => {
    for (const [lang, cookie, words] of [
      ['en-IN', '', 'needs JavaScript'],
      ['hi-IN', 'lang=hi', 'JavaScript चाहिए'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/payments/initiate',
        payload: 'query=9810012345',
        headers: { ...form, accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
      t.equal(res.statusCode, 401);
      t.match(res.body, `<html lang="${lang}"`);
      t.match(res.body, words);
      t.match(res.body, site.phone);
    }
  },
);

t.test('/favicon.ico answers with the icon', async (t) => {
  const res = await app.inject({ url: '/favicon.ico' });
  t.equal(res.statusCode, 301);
  t.equal(res.headers.location, '/apple-touch-icon.png');
  t.equal((await app.inject({ url: '/apple-touch-icon.png' })).statusCode, 200);
});
