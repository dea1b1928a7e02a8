// Every page of the route table (as built: dist/ssr exports the routes of client/routes.tsx) is read for the
// product's figures, and any rate, fee, APR, tenure or amount that disagrees with shared/product-terms.ts fails.
// The checker itself is shown to catch the contradictions the original site had.
import t from 'tap';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApp } from '../helpers/app.ts';
import { checkFigures, pageText } from '../helpers/figure-check.ts';
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
