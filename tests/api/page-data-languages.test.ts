// Every page that shows what the server looked up or made for one request (a verified payment, a form's answer
// without script) shows it in both languages (issue 41: a Hindi borrower who had just paid was told no payment
// was found). The pages are read from the route table: one that reads server data and has no case here fails.
import t from 'tap';
import { fileComplaint } from '../helpers/fixtures.ts';
import { verifiedSession } from '../helpers/otp-session.ts';
import { agePaidPayments } from '../helpers/database.ts';
import type { FastifyInstance } from 'fastify';
import { startApp } from '../helpers/app.ts';
import { pagesReadingData } from '../helpers/route-table.ts';
import { payAtGateway, postCallback, startPayment } from '../helpers/gateway.ts';
import { careersForm, pdf, validApplication } from '../helpers/resume-files.ts';
import { localeCodes, localePath, type LocaleCode } from '../../shared/locales.ts';

const { app, url } = await startApp(
  t,
  {
    RATE_LIMIT_FORMS: '100',
    RATE_LIMIT_LOOKUP: '1000',
    RATE_LIMIT_OTP_SEND: '1000',
    RATE_LIMIT_OTP_VERIFY: '1000',
  },
  { listen: true },
);

/** A page as a browser got it: its HTML, and what it must show from its data in the rendered page. */
interface Shown {
  /** The public URL the browser asked for (path and query), or the page it posted to. */
  url: string;
  html: string;
  /** Text of the page's data that must be in the rendered page (outside the data's own script element). */
  shows: string;
}

const browser = { accept: 'text/html', 'sec-fetch-site': 'same-origin' };

/** How to reach each page with its data, in a language. */
const cases: Record<string, (app: FastifyInstance, locale: LocaleCode) => Promise<Shown>> = {
  '/order-confirmation': async (app) => {
    // Earlier payments of this sample loan (this process's tests share one database) past the 72-hour guard.
    await agePaidPayments(app.database);
    const form = await startPayment(app, '9847023456');
    const callback = await postCallback(app, await payAtGateway(form, 'success'));
    // The gateway's redirect names the English path; the Hindi borrower's page is the same under /hi.
    const location = String(callback.headers.location);
    return { url: location, html: '', shows: `<dd>${form.fields.txnid!}</dd>` };
  },
  '/contact-us': async (_app, locale) => {
    const page = localePath(locale, '/contact-us');
    const res = await fetch(`${url}${page}`, {
      method: 'POST',
      headers: browser,
      body: new URLSearchParams({
        name: 'Rahul Verma',
        phone: '9811122233',
        email: 'rahul.verma@example.in',
        category: 'Complaint',
        subject: 'Charged twice',
        message: 'My repayment was taken twice.',
      }),
    });
    const html = await res.text();
    return { url: page, html, shows: /GRV-\d{4}-\d{6}/.exec(html)?.[0] ?? 'a GRV- reference' };
  },
  '/career': async (_app, locale) => {
    const page = localePath(locale, '/career');
    const res = await fetch(`${url}${page}`, {
      method: 'POST',
      headers: browser,
      body: careersForm(validApplication, { content: pdf(4096), name: 'cv.pdf' }),
    });
    const html = await res.text();
    const data = pageDataOf(html);
    const sent = (data?.value as { sent?: { message?: string } } | undefined)?.sent?.message;
    return { url: page, html, shows: sent ?? 'the confirmation' };
  },
  '/privacy-requests': async (app, locale) => {
    const page = localePath(locale, '/privacy-requests');
    // The mobile proved by a code in this browser first (issue 40).
    const cookie = await verifiedSession(app, 'apply', '9810012345');
    const res = await fetch(`${url}${page}`, {
      method: 'POST',
      headers: { ...browser, cookie },
      body: new URLSearchParams({
        kind: 'access',
        mobile: '9810012345',
        pan: 'BQKPM4821K',
        details: 'A copy of my data, please.',
      }),
    });
    const html = await res.text();
    return { url: page, html, shows: `<strong>${/PRQ-\d{4}-\d{6}/.exec(html)?.[0]}</strong>` };
  },
  '/lending-partners': async (_app, locale) => {
    // The register the deployment supplies (issue 45), in the page's data: the sandbox's sample rows.
    const page = localePath(locale, '/lending-partners');
    const html = await (await fetch(`${url}${page}`)).text();
    const data = pageDataOf(html)?.value as { partners?: { name: string }[] } | undefined;
    return { url: page, html, shows: data?.partners?.[0]?.name ?? 'a partner' };
  },
  '/grievance-redressal': async (_app, locale) => {
    const reference = await fileComplaint(url);
    const page = localePath(locale, '/grievance-redressal');
    const res = await fetch(`${url}${page}`, {
      method: 'POST',
      headers: browser,
      body: new URLSearchParams({ reference, mobile: '9811122233' }),
    });
    return { url: page, html: await res.text(), shows: `<dd>${reference}<!-- -->:` };
  },
  '/my-loans': async (app, locale) => {
    // Issue 46: the loans of the session's borrower (Pooja Menon's two).
    const cookie = await verifiedSession(app, 'repay', '9871023456');
    const page = localePath(locale, '/my-loans');
    const html = await (await fetch(`${url}${page}`, { headers: { ...browser, cookie } })).text();
    // A document of those loans under the same route: ?document=<reference>.
    const loans = await (await fetch(`${url}/api/my-loans`, { headers: { cookie } })).json();
    const ref: string = loans.loans[1].noDuesRef;
    const doc = await (
      await fetch(`${url}${page}?document=${ref}`, { headers: { ...browser, cookie } })
    ).text();
    if (!doc.includes(ref) || !doc.includes('RFL209014'))
      throw new Error('the document was not shown');
    return { url: page, html, shows: 'RFL209014' };
  },
  '/verify-document': async (app, locale) => {
    const cookie = await verifiedSession(app, 'repay', '9871023456');
    const loans = await (await fetch(`${url}/api/my-loans`, { headers: { cookie } })).json();
    const ref: string = loans.loans[0].kfsRef;
    const page = `${localePath(locale, '/verify-document')}?ref=${ref}`;
    const html = await (await fetch(`${url}${page}`, { headers: browser })).text();
    return { url: page, html, shows: locale === 'hi' ? 'असली' : 'Genuine' };
  },
};

const DATA = /<script type="application\/json" id="page-data">(.*?)<\/script>/s;
function pageDataOf(html: string): { url: string; value: unknown } | undefined {
  const text = DATA.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as { url: string; value: unknown });
}

const routes = await pagesReadingData();

t.test('the route table has pages that read server data, and each has a case here', async (t) => {
  t.ok(routes.includes('/order-confirmation'), 'the payment confirmation is one');
  for (const path of routes) t.ok(cases[path], `${path} reads server data: add its case`);
});

for (const path of routes) {
  for (const locale of localeCodes) {
    t.test(`${localePath(locale, path)} shows its data`, async (t) => {
      const made = cases[path];
      if (!made) return t.fail('no case');
      const shown = await made(app, locale);
      const { shows } = shown;
      let { url: shownUrl, html } = shown;
      if (!html) {
        // Reached by a GET (a redirect's target): asked for in this language.
        shownUrl =
          localePath(locale, shownUrl.split('?')[0]!) + shownUrl.slice(shownUrl.indexOf('?'));
        html = (await app.inject({ url: shownUrl, headers: { accept: 'text/html' } })).body;
      }
      const data = pageDataOf(html);
      t.ok(data, 'the page carries its data for hydration');
      const inner = shownUrl.replace(/^\/hi(?=\/|$)/, '') || '/';
      t.equal(data?.url, inner, 'under the URL its router reads (no /hi)');
      t.match(html.replace(DATA, ''), shows, 'and shows it, rendered by the server');
      t.match(html, locale === 'hi' ? '<html lang="hi-IN"' : '<html lang="en-IN"');
    });
  }
}
