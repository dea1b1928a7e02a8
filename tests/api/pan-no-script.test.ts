// The PAN check without script (issue 41): the page's form posts to its own address (refstr in the query, the PAN
// in the body) and the answer is a page in the page's language with the lending API's answer, sanitized; a
// refusal is a page too. Nothing sent comes back in a URL or a log line.
import t from 'tap';
import { startApp } from '../helpers/app.ts';

const { app, logs } = await startApp(t, { RATE_LIMIT_PAN: '1000', RATE_LIMIT_PAN_ADDRESS: '1000' });

const post = (url: string, pan: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams({ pan }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });

t.test('a PAN posted without script is answered with the result in a page', async (t) => {
  const before = logs.length;
  const res = await post('/getpanverify?refstr=MzEwMDAx', 'pwhps3187a');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], 'text/html');
  t.equal(res.headers['cache-control'], 'no-store');
  t.match(res.body, '<html lang="en-IN"');
  t.match(res.body, '<h1>PAN Verification</h1>');
  t.match(res.body, 'PAN verified', "the lending API's answer");
  t.match(res.body, 'href="/getpanverify?refstr=MzEwMDAx"', 'back to the page');
  for (const line of logs.slice(before))
    t.notMatch(line, /PWHPS3187A/i, 'the PAN is in no log line');
});

t.test('under /hi the page is in Hindi', async (t) => {
  const res = await post('/hi/getpanverify?refstr=MzEwMDAx', 'PWHPS3187A');
  t.equal(res.statusCode, 200);
  t.match(res.body, '<html lang="hi-IN"');
  t.match(res.body, '<h1>PAN सत्यापन</h1>');
  t.match(res.body, 'PAN सत्यापन पेज पर वापस जाएँ');
});

t.test('an answer full of hostile markup arrives inert', async (t) => {
  const res = await post('/getpanverify?refstr=MzEwMDA1', 'TAMPD7741L');
  t.equal(res.statusCode, 200);
  t.notMatch(res.body, /<script(?! nonce)/i, 'no script of theirs');
  t.notMatch(res.body, /\son\w+=/i, 'no event handler');
  t.notMatch(res.body, /javascript:/i);
});

t.test('refusals are pages in the reader’s language', async (t) => {
  const bad = await post('/getpanverify?refstr=MzEwMDAx', 'ABCDE');
  t.equal(bad.statusCode, 422);
  t.match(bad.headers['content-type'], 'text/html');
  t.match(bad.body, 'PAN');
  t.match(bad.body, 'Back to PAN Verification');
  const hindi = await post('/hi/getpanverify?refstr=MzEwMDAx', '');
  t.equal(hindi.statusCode, 422);
  t.match(hindi.body, '<html lang="hi-IN"');
  const link = await post('/getpanverify?refstr=%%%', 'PWHPS3187A');
  t.equal(link.statusCode, 400);
  t.match(link.headers['content-type'], 'text/html');
  const crossSite = await post('/getpanverify?refstr=MzEwMDAx', 'PWHPS3187A', {
    'sec-fetch-site': 'cross-site',
  });
  t.equal(crossSite.statusCode, 403, 'not postable from another site');
});
