// Issue 21: the borrower journeys under /hi, in Chromium at 390 px. The Hindi words are read from the Hindi strings
// modules themselves, so the test follows the catalogue; the English words it must NOT find come from the English
// modules every journey page imports (tests/helpers/journey-strings.ts).
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { codeSentTo, smsCount } from './sandbox.ts';
import { journeyTextModules } from '../helpers/journey-strings.ts';
import { applyCopy, fieldCopy, mobileVerifyCopy } from '../../client/pages/apply/strings.hi.ts';
import { otpStepCopy } from '../../client/components/strings.hi.ts';
import { consentCopy } from '../../shared/schemas/consent-copy.hi.ts';
import { repayContent } from '../../client/content/repay.hi.ts';
import { loanRows } from '../../client/pages/repay/strings.hi.ts';
import { coolingOffCopy } from '../../client/components/cooling-off-strings.hi.ts';
import { coolingOffButtonCopy } from '../../client/components/cooling-off-button.hi.ts';
import { coolingOffExit } from '../../shared/cooling-off.ts';
import { formatRupees } from '../../shared/format.ts';
import { site } from '../../shared/site.ts';
import { messages } from '../../shared/messages.hi.ts';
import { blogChrome, blogHeadings } from '../../client/content/blog-words.hi.ts';
import * as blogEn from '../../client/content/blog-words.ts';
import { englishOnlyArticlesNote, englishOnlyNote } from '../../client/content/english-only.hi.ts';

test.use({ viewport: { width: 390, height: 844 } });

const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = () => letters[Math.floor(Math.random() * letters.length)]!;
const freshPan = () =>
  `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${pick()}`;
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Every English word string of the journeys' text modules (functions called with sample figures). */
async function englishStrings(): Promise<string[]> {
  const out = new Set<string>();
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'function') return walk((v as (...a: number[]) => unknown)(7, 7, 7), key);
    if (typeof v === 'string') {
      if (['icon', 'image', 'imageSmall', 'to', 'href', 'src', 'link', 'lines'].includes(key))
        return;
      // Whole phrases of two or more words: single words ("PAN", "Status") may be shared with proper nouns.
      for (const part of v.split(/[.,:;?!()…]+/)) {
        const phrase = part.replace(/\s+/g, ' ').trim();
        if (/^[A-Za-z][a-z]+( [A-Za-z][a-z-’']*)+$/.test(phrase)) out.add(phrase);
      }
      return;
    }
    if (Array.isArray(v)) return v.forEach((x) => walk(x, key));
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  for (const file of journeyTextModules()) walk({ ...(await import(`../../${file}`)) });
  // The company's own names stay as they are in Hindi: officers, address, brand (shared/site.ts).
  const names = JSON.stringify(site);
  return [...out].filter((phrase) => !names.includes(phrase));
}

/** The journey pages in their first state, with the links a borrower is sent for video KYC and PAN. */
const hindiPages = [
  '/hi',
  '/hi/apply-now',
  '/hi/repay-loan',
  '/hi/video-kyc?refstr=MzEwMDAx',
  '/hi/getpanverify?refstr=MzEwMDAx',
  '/hi/thank-you',
  '/hi/order-confirmation',
  '/hi/contact-us',
  '/hi/privacy-requests',
  '/hi/career',
];

/** shared/site.ts's values that are words, not names: they have Hindi words on a /hi page (client/site-words.hi.ts). */
const siteWordsInEnglish = [
  site.officeHours,
  site.grievanceHours,
  ...site.bankAccounts.map((bank) => bank.accountType),
];

test('no English UI phrase is left in the main content of a /hi journey page, and most of its letters are Devanagari', async ({
  page,
}) => {
  test.slow();
  const english = await englishStrings();
  expect(english.length).toBeGreaterThan(100); // the list is real: the modules' words were found
  for (const path of hindiPages) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    const left = english.filter((phrase) => text.includes(phrase));
    expect(left, `${path}: English left on the page`).toEqual([]);
    const siteLeft = siteWordsInEnglish.filter((words) => text.includes(words));
    expect(siteLeft, `${path}: hours or account types in English`).toEqual([]);
    const latin = (text.match(/[A-Za-z]/g) ?? []).length;
    const hindi = (text.match(/[\u0900-\u097F]/g) ?? []).length;
    expect(hindi / (hindi + latin), `${path}: share of Devanagari letters`).toBeGreaterThan(0.7);
  }
});

test('apply in Hindi at 390 px: a Hindi validation message, the code step, and the thank-you', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 401/);
  test.slow();
  await page.goto('/hi/apply-now');
  await hydrated(page);
  await expect(field(page, fieldCopy.state).locator('option')).not.toHaveCount(1);
  await page.getByRole('button', { name: applyCopy.submit }).click();
  // The browser's own checks, in Hindi (shared/messages.hi.ts and shared/schemas/consent-copy.hi.ts).
  await expect(page.locator('#apply-firstName-error')).toHaveText(messages.required);
  await expect(page.locator('#apply-consentCreditReport-error')).toHaveText(
    consentCopy.creditReport.missing!,
  );
  await expect(page.locator('#apply-consentContact-error')).toHaveText(
    consentCopy.contact.missing!,
  );

  const mobile = freshMobile();
  await field(page, fieldCopy.loanAmount).fill('25000');
  await field(page, fieldCopy.monthlyIncome).fill('45000');
  await field(page, fieldCopy.firstName).fill('Ananya');
  await field(page, fieldCopy.pan).fill(freshPan());
  await field(page, fieldCopy.dob).fill(yearsAgo(30));
  await page.getByRole('radio', { name: fieldCopy.genders.female }).check();
  await field(page, fieldCopy.mobile).fill(mobile);
  const since = await smsCount();
  await page.getByRole('button', { name: mobileVerifyCopy.verify }).click();
  const box = page.getByLabel(otpStepCopy.label);
  await expect(box).toBeFocused();
  const code = await codeSentTo(mobile, since);
  // A wrong code: the server's refusal, worded in Hindi because the page said it is Hindi (decision 0051).
  await box.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: otpStepCopy.verify }).click();
  await expect(
    page.getByText(/^यह कोड सही नहीं है। SMS देखकर फिर कोशिश करें। अब \d बार और/),
  ).toBeVisible();
  await box.fill(code);
  await page.getByRole('button', { name: otpStepCopy.verify }).click();
  await expect(page.getByText(mobileVerifyCopy.verified)).toBeVisible();
  await field(page, fieldCopy.email).fill('ananya@example.com');
  // Places in Devanagari with the Latin name beside it (issue 41).
  await field(page, fieldCopy.state).selectOption({ label: 'उत्तर प्रदेश (Uttar Pradesh)' });
  await expect(
    field(page, fieldCopy.city).getByRole('option', { name: 'नोएडा (Noida)', exact: true }),
  ).toBeAttached();
  await field(page, fieldCopy.city).selectOption({ label: 'नोएडा (Noida)' });
  await expect(field(page, fieldCopy.pincode)).toBeEnabled();
  await field(page, fieldCopy.pincode).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /नियम और शर्तें/ }).check();
  await page.getByRole('checkbox', { name: consentCopy.creditReport.label }).check();
  await page.getByRole('checkbox', { name: consentCopy.contact.label }).check();
  await page.getByRole('button', { name: applyCopy.submit }).click();
  await expect(page.getByText(`${mobile.slice(-4)} पर ख़त्म होने वाले`)).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  // The way home stays in Hindi.
  await expect(page.locator('.apply-thanks a.btn')).toHaveAttribute('href', '/hi');
});

test('apply in Hindi: the places come in Latin with the page, in Devanagari from the first touch of the form', async ({
  page,
}) => {
  // The Devanagari names (3.4 kB) are not part of a first visit that touches nothing (issue 47).
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/place-names')) asked.push(r.url());
  });
  await page.goto('/hi/apply-now');
  await hydrated(page);
  const state = field(page, fieldCopy.state);
  await expect(state.getByRole('option', { name: 'Uttar Pradesh', exact: true })).toBeAttached();
  expect(asked, 'place names fetched before any input').toEqual([]);
  await field(page, fieldCopy.loanAmount).focus();
  await expect(
    state.getByRole('option', { name: 'उत्तर प्रदेश (Uttar Pradesh)', exact: true }),
  ).toBeAttached();
  expect(asked).toHaveLength(1);
  // The choice is the lending API's id whatever the label: choosing it loads the state's cities, named likewise.
  await state.selectOption({ label: 'उत्तर प्रदेश (Uttar Pradesh)' });
  await expect(
    field(page, fieldCopy.city).getByRole('option', { name: 'नोएडा (Noida)', exact: true }),
  ).toBeAttached();
});

test('repay in Hindi at 390 px: the search, the code step and the loan, all in Hindi', async ({
  page,
}) => {
  await page.goto('/hi/repay-loan');
  await hydrated(page);
  const since = await smsCount();
  await page.getByLabel(repayContent.lookup.label).fill('98100 12345');
  await page.getByRole('button', { name: repayContent.lookup.submit }).click();
  const box = page.getByLabel(otpStepCopy.label);
  await expect(box).toBeVisible();
  await expect(page.getByRole('button', { name: otpStepCopy.verify })).toBeVisible();
  await box.fill(await codeSentTo('9810012345', since));
  await page.getByRole('button', { name: otpStepCopy.verify }).click();
  const table = page.getByRole('table', { name: repayContent.result.caption });
  await expect(table).toBeVisible();
  await expect(
    table.getByRole('row', { name: new RegExp(`^${loanRows.loanNumber}`) }).getByRole('cell'),
  ).toHaveText('RFL210001');
  await expect(page.getByRole('button', { name: repayContent.result.payNow })).toBeVisible();

  // Pay Now, the gateway, Fail: back to the Hindi page with the Hindi notice (the transaction remembers its
  // language; the gateway's post carries no cookie of ours). Failing records no payment, so other tests still
  // find this loan payable.
  await page.getByRole('button', { name: repayContent.result.payNow }).click();
  await page.getByRole('button', { name: 'Fail this payment' }).click();
  await expect(page).toHaveURL(/\/hi\/repay-loan\?payment=failed$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(
    page.getByRole('alert').filter({ hasText: repayContent.notices.failed.title }),
  ).toBeVisible();
});

test('the cooling-off exit in Hindi at 390 px: paid through the gateway, confirmed and shown as the exit', async ({
  page,
}) => {
  // Ishita Banerjee's sample loan was disbursed yesterday: today is day 2 of its cooling-off period.
  const exit = coolingOffExit({ amount: 36000, rate: 0.2 }, 2);
  const amount = formatRupees(exit.exitAmount, 2);
  await page.goto('/hi/repay-loan');
  await hydrated(page);
  const since = await smsCount();
  await page.getByLabel(repayContent.lookup.label).fill('9830101234');
  await page.getByRole('button', { name: repayContent.lookup.submit }).click();
  await page.getByLabel(otpStepCopy.label).fill(await codeSentTo('9830101234', since));
  await page.getByRole('button', { name: otpStepCopy.verify }).click();
  const box = page.getByRole('region', { name: coolingOffCopy.heading });
  await expect(box.locator('.cooling-off-amount')).toHaveText(amount);
  await expectNoAxeViolations(page);
  await box.getByRole('button', { name: coolingOffButtonCopy.payExit(amount) }).click();

  // The gateway asks for the exit amount alone, not the ₹37,080 due.
  await expect(page.getByTestId('gateway-amount')).toHaveText(amount);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/hi\/order-confirmation\?txnid=\w+&sig=[\w-]{22}$/);
  await hydrated(page);
  await expect(page.getByText(repayContent.confirmation.coolingOffExit)).toBeVisible();
  await expect(page.getByText(amount)).toBeVisible();

  // The payment ended the session; found again, the loan shows the exit received and offers nothing to pay.
  await page.goto('/hi/repay-loan');
  await hydrated(page);
  const again = await smsCount();
  await page.getByLabel(repayContent.lookup.label).fill('LTEPB6403C');
  await page.getByRole('button', { name: repayContent.lookup.submit }).click();
  await page.getByLabel(otpStepCopy.label).fill(await codeSentTo('9830101234', again));
  await page.getByRole('button', { name: otpStepCopy.verify }).click();
  await expect(page.locator('.payment-received')).toContainText(
    'आपने यह लोन कूलिंग-ऑफ अवधि में छोड़ दिया है',
  );
  await expect(page.getByRole('button', { name: repayContent.result.payNow })).toHaveCount(0);
  await expect(page.getByRole('region', { name: coolingOffCopy.heading })).toHaveCount(0);
});

test('the blog under /hi: its headings and labels in Hindi, the posts English under a one-line Hindi note', async ({
  page,
}) => {
  await page.goto('/hi/blog');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogHeadings.list);
  await expect(page.getByText(englishOnlyArticlesNote)).toBeVisible();
  const main = page.locator('main');
  for (const english of [blogEn.blogHeadings.readMore, 'min read', blogEn.blogHeadings.list])
    await expect(main).not.toContainText(english);
  await expect(main.locator('.blog-card-title').first()).toHaveAttribute('lang', 'en-IN');

  await main.locator('.blog-read-more').first().click();
  await expect(page).toHaveURL(/\/hi\/blog\/\d+$/);
  await expect(page.getByText(englishOnlyNote)).toBeVisible();
  await expect(page.getByRole('heading', { name: blogHeadings.latest })).toBeVisible();
  await expect(page.locator('.blog-post-meta')).toContainText(blogChrome.by(''));
  await expect(page.getByRole('link', { name: blogHeadings.backToList })).toHaveAttribute(
    'href',
    '/hi/blog',
  );
  await expect(main).not.toContainText('min read');
});
