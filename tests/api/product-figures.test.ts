// Every page of the route table (as built: dist/ssr exports the routes of client/routes.tsx) is read for the
// product's figures, and any rate, fee, APR, tenure or amount that disagrees with shared/product-terms.ts fails.
// The checker itself is shown to catch the contradictions the original site had.
import t from 'tap';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApp } from '../helpers/app.ts';
import { checkFigures, dailyRatesWithoutYear, pageText } from '../helpers/figure-check.ts';
import { allowedHours, checkPromises } from '../helpers/promise-check.ts';
import { servicePromises } from '../../shared/service-promises.ts';
import { retentionTable } from '../../shared/service-promise-tokens.ts';
import type { SsrModule } from '../../server/features/pages/renderer.ts';
import { quoteLoan } from '../../shared/calculator.ts';
import { aprRange, productTerms } from '../../shared/product-terms.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '10000' });
const ssr = (await import(
  pathToFileURL(join(process.cwd(), 'dist', 'ssr', 'entry-server.js')).href
)) as SsrModule;

/** Every concrete page: each route's path, or its prerendered paths, and one unknown path for '*'. */
const paths = ssr.routes.flatMap((route) =>
  route.path === '*' ? ['/no-such-page'] : route.prerender ? [...route.prerender] : [route.path],
);

t.test('the route table gives the pages to read', async (t) => {
  t.ok(paths.length >= 25, `${paths.length} pages`);
  for (const p of ['/', '/key-fact-statement', '/terms-rates', '/faqs', '/apply-now', '/blog/1'])
    t.ok(paths.includes(p), p);
});

for (const path of paths) {
  t.test(`${path}: every product figure agrees with the terms`, async (t) => {
    const res = await app.inject({ url: path });
    t.ok(res.statusCode === 200 || (path === '/no-such-page' && res.statusCode === 404));
    const findings = checkFigures(pageText(res.body));
    t.same(
      findings,
      [],
      findings.map((f) => `${f.figure} (${f.why}): ...${f.context}...`).join('\n'),
    );
  });
}

// Every daily rate of interest is shown with its rate a year beside it, in both languages (issue 45).
for (const path of paths) {
  for (const locale of ['en', 'hi'] as const) {
    const url = locale === 'hi' ? (path === '/' ? '/hi' : `/hi${path}`) : path;
    t.test(`${url}: every rate a day has its rate a year beside it`, async (t) => {
      const findings = dailyRatesWithoutYear(pageText((await app.inject({ url })).body));
      t.same(
        findings,
        [],
        findings.map((f) => `${f.figure} (${f.why}): ...${f.context}...`).join('\n'),
      );
    });
  }
}

t.test('the rate-a-year check catches a daily rate shown alone', async (t) => {
  t.equal(dailyRatesWithoutYear('| Rate of interest | 1% per day, fixed |').length, 1);
  t.equal(dailyRatesWithoutYear('| ब्याज | 0.5% रोज़ पर |').length, 1);
  t.same(dailyRatesWithoutYear('| 0.2% to 1% per day (73% to 365% a year), fixed |'), []);
  t.same(dailyRatesWithoutYear('| 1% रोज़ (365% सालाना) |'), []);
  t.same(dailyRatesWithoutYear('| penal charge of 0.1% per day of the overdue principal |'), []);
});

// The service promises and the retention schedule, on every page in both languages (issue 45, decision 0106).
for (const path of paths) {
  for (const locale of ['en', 'hi'] as const) {
    const url = locale === 'hi' ? (path === '/' ? '/hi' : `/hi${path}`) : path;
    t.test(`${url}: every service promise is the one promise`, async (t) => {
      const res = await app.inject({ url });
      const text = pageText(res.body);
      const findings = checkPromises(text, locale);
      t.same(
        findings,
        [],
        findings.map((f) => `${f.figure} (${f.why}): ...${f.context}...`).join('\n'),
      );
      // The footer of every page gives the grievance line's hours, the promise's own words.
      if (res.statusCode === 200) t.match(text, allowedHours(locale)[1]!, 'grievance hours');
    });
  }
}

t.test('the promise checker catches what the pages used to say', async (t) => {
  const bad: Array<[string, 'en' | 'hi']> = [
    ['| Grievance line open 10:00-21:00 Mon-Fri |', 'en'],
    ['| समय: सोमवार से शुक्रवार सुबह 10 बजे से रात 9 बजे तक |', 'hi'],
    ['| Our officer will reply to a privacy request within 30 days. |', 'en'],
    ['| KYC records are kept for at least 10 years after the relationship ends. |', 'en'],
    ['| ऋण के रिकॉर्ड कम से कम 10 वर्ष तक रखे जाते हैं |', 'hi'],
  ];
  for (const [line, locale] of bad) t.not(checkPromises(line, locale).length, 0, line);
  t.same(checkPromises(`| open ${servicePromises.grievanceLine.hours} |`, 'en'), []);
});

t.test('the privacy notice states the one retention schedule, in both languages', async (t) => {
  for (const [url, locale] of [
    ['/privacy-policy', 'en'],
    ['/hi/privacy-policy', 'hi'],
  ] as const) {
    const text = pageText((await app.inject({ url })).body);
    for (const row of retentionTable(locale).split('\n').slice(4)) {
      const cells = row
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean);
      t.match(text, `${cells[0]} | ${cells[1]} | ${cells[2]}`, `${url}: ${cells[0]}`);
    }
    t.match(text, `${servicePromises.privacyReplyDays}`, `${url}: privacy reply time`);
  }
});

t.test('the KFS for a calculator loan shows that loan and agrees with the terms', async (t) => {
  const loan = { amount: 25000, days: 21, rate: 0.6 };
  const res = await app.inject({ url: '/key-fact-statement?amount=25000&days=21&rate=0.6' });
  const text = pageText(res.body);
  t.same(checkFigures(text, [loan]), []);
  t.match(text, `${quoteLoan(loan).apr.toFixed(2)}%`);
});

t.test('the pages state the terms themselves, not only agree with them', async (t) => {
  const text = async (url: string) => pageText((await app.inject({ url })).body);
  const range = `${aprRange.min}% to ${aprRange.max}%`;
  for (const url of [
    '/terms-rates',
    '/terms-conditions',
    '/interest-rate-policy',
    '/key-fact-statement',
  ])
    t.match(await text(url), range, `${url} gives the APR range`);
  t.match(
    await text('/fair-practice-code'),
    `${productTerms.processingFeePercent}% of the loan amount`,
  );
  t.match(
    await text('/faqs'),
    `${productTerms.tenureDays.min} to ${productTerms.tenureDays.max} days`,
  );
});

t.test('the checker catches the contradictions of the original site', async (t) => {
  const bad = [
    'Annual percentage rate (APR) | 240% to 365%',
    'Interest: up to 36% p.a.',
    'Rate of interest | Up to 1% per day and 5% per day on the calculator',
    'Processing fee | 8 to 15% of the loan amount',
    'Penal charges | Up to 0.75% per day',
    'Tenure | 1 to 3 months',
    'Tenure | 30 to 90 days',
    'Loans start from INR 1,000 on the calculator',
    'Say you borrow ₹15,000 for 12 days at 1% per day.',
    'APR by the IRR method: 186.14%',
  ];
  for (const line of bad) t.not(checkFigures(`| ${line} |`).length, 0, line);
  t.same(
    checkFigures('| Needs (50%), wants (30%), savings (20%). Reply within 14 days. 100% secure |'),
    [],
  );
});
