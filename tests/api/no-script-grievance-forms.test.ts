// The privacy request and the complaint status lookup without script (issue 41): each form posts (never a GET with
// a mobile, PAN or reference in the address) to its own page, which answers with the page in its language: the
// reference number or the complaint's status, or the values sent and a message per field.
import t from 'tap';
import { fileComplaint } from '../helpers/fixtures.ts';
import { startApp } from '../helpers/app.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { site } from '../../shared/site.ts';

const { app, url } = await startApp(t, { RATE_LIMIT_FORMS: '100' }, { listen: true });

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', ...headers },
    redirect: 'manual',
  });

const request = {
  kind: 'access',
  mobile: '9810012345',
  pan: 'BQKPM4821K',
  details: 'Please send me a copy of my data.',
};

t.test(
  'a privacy request posted without script: the code step needs script, so the page says so and whom to call',
  async (t) => {
    for (const [path, words] of [
      ['/privacy-requests', 'JavaScript'],
      ['/hi/privacy-requests', 'JavaScript'],
    ] as const) {
      const res = await post(path, request);
      t.equal(res.status, 401, path);
      const html = await res.text();
      t.match(html, words);
      t.match(html, site.phone, 'the phone number to call instead');
      t.notMatch(html, /PRQ-\d{4}-\d{6}/, 'nothing taken without the code');
    }
  },
);

t.test(
  'with the mobile verified by a code in this browser, the request is taken; the page gives its reference',
  async (t) => {
    const cookie = await verifiedSession(app, 'apply', request.mobile);
    for (const [path, words] of [
      ['/privacy-requests', 'Reference number'],
      ['/hi/privacy-requests', 'रेफ़रेंस नंबर'],
    ] as const) {
      const res = await post(path, request, { cookie });
      t.equal(res.status, 200, path);
      t.equal(res.headers.get('cache-control'), 'no-store');
      const html = await res.text();
      const reference = /<strong>(PRQ-\d{4}-\d{6})<\/strong>/.exec(html)?.[1];
      t.ok(reference, 'the reference, rendered by the server');
      t.match(html, words);
      t.match(html, path === '/hi/privacy-requests' ? 'lang="hi-IN"' : 'lang="en-IN"');
      t.ok(
        await app.privacyRequests.find(reference!, request.mobile),
        'and the request is recorded',
      );
    }
  },
);

t.test(
  'the privacy form posts to its page, and a mistake comes back with its message',
  async (t) => {
    for (const [path, required] of [
      ['/privacy-requests', 'Required'],
      ['/hi/privacy-requests', 'ज़रूरी'],
    ] as const) {
      const page = await (await fetch(`${url}${path}`)).text();
      const form = /<form class="privacy-form"[^>]*>/.exec(page)?.[0] ?? '';
      t.match(form, `action="${path}"`);
      t.match(form, 'method="post"');
      const res = await post(path, { ...request, pan: '', details: '' });
      t.equal(res.status, 422);
      const html = await res.text();
      t.match(html, required);
      t.match(html, 'value="9810012345"', 'what was typed is kept');
    }
  },
);

t.test(
  'the complaint status lookup without script answers with the status, in either language',
  async (t) => {
    const reference = await fileComplaint(url);
    for (const [path, received] of [
      ['/grievance-redressal', 'Received'],
      ['/hi/grievance-redressal', 'मिल गई'],
    ] as const) {
      const page = await (await fetch(`${url}${path}`)).text();
      const form = /<form[^>]*class="complaint-lookup-form"[^>]*>/.exec(page)?.[0] ?? '';
      t.match(form, `action="${path}"`, `${path}: the lookup posts to its page`);
      t.match(form, 'method="post"');
      const res = await post(path, { reference, mobile: '9811122233' });
      t.equal(res.status, 200);
      const html = (await res.text()).replaceAll('<!-- -->', '');
      t.match(html, new RegExp(`<dd>${reference}: [^<]*${received}`), 'the status, rendered');
      t.notMatch(
        html.replace(/<script[\s\S]*?<\/script>/g, ''),
        'value="9811122233"',
        'the mobile is not written back',
      );
      const wrong = await post(path, { reference, mobile: '9811122234' });
      t.equal(wrong.status, 404, 'a wrong mobile is told as an unknown reference');
    }
  },
);

t.test('the page answers JSON callers with the same lookup in a body, never a URL', async (t) => {
  const res = await fetch(`${url}/api/complaints/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ reference: 'GRV-2026-000999', mobile: '9811122233' }),
  });
  t.equal(res.status, 404);
  t.match(((await res.json()) as { detail: string }).detail, /no complaint with that reference/);
});
