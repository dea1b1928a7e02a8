// The eleven legal and policy pages as served by the built app: each page's required figures, its tables and
// their rows, the sample loan's arithmetic, and a table of contents whose every link lands on a heading.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { startApp } from '../helpers/app.ts';
import { policyPaths } from '../helpers/route-table.ts';
import { splitFrontMatter } from '../../scripts/policies/front-matter.ts';
import { servicePromises } from '../../shared/service-promises.ts';
import { sampleRegister } from '../../server/lending-partners/sample-register.ts';
import { annualRate, aprRange, productTerms as terms } from '../../shared/product-terms.ts';
import { quoteLoan } from '../../shared/calculator.ts';
import { formatRupees } from '../../shared/format.ts';

const APR_RANGE = `${aprRange.min}% to ${aprRange.max}%`;
const AMOUNTS = `${formatRupees(terms.amount.min)} to ${formatRupees(terms.amount.max)}`;
const TENURE = `${terms.tenureDays.min} to ${terms.tenureDays.max} days`;
const RATES = `${terms.dailyRate.min}% to ${terms.dailyRate.max}% per day`;
const ANNUAL_RATES = `${annualRate(terms.dailyRate.min)}% to ${annualRate(terms.dailyRate.max)}% a year`;

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000' });

interface Table {
  caption: string;
  head: string[];
  rows: string[][];
}

interface PolicyPage {
  html: string;
  /** The compiled document's HTML. */
  body: string;
  /** The document's text, tags dropped and white space collapsed. */
  text: string;
  tables: Table[];
  tocLinks: string[];
  ids: Set<string>;
}

const decode = (html: string) =>
  html
    .replace(/<wbr>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

const cells = (row: string, tag: 'th' | 'td') =>
  [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    decode(m[1] ?? ''),
  );

function parseTables(html: string): Table[] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map(([, table = '']) => ({
    caption: decode(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(table)?.[1] ?? ''),
    head: cells(/<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? '', 'th'),
    rows: [
      ...(/<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g),
    ].map((m) => cells(m[1] ?? '', 'td')),
  }));
}

const pages = new Map<string, PolicyPage>();
async function policyPage(slug: string): Promise<PolicyPage> {
  const cached = pages.get(slug);
  if (cached) return cached;
  const res = await app.inject({ url: `/${slug}` });
  if (res.statusCode !== 200) throw new Error(`/${slug} answered ${res.statusCode}`);
  const html = res.body;
  const body =
    // The whole article: the document, and what the page shows with it (the lending-partner register, issue 45).
    /<article class="policy-article"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  const toc = /<nav class="policy-toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const page = {
    html,
    body,
    text: decode(body),
    tables: parseTables(body),
    tocLinks: [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1] ?? ''),
    ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '')),
  };
  pages.set(slug, page);
  return page;
}

const table = (page: PolicyPage, caption: string): Table => {
  const found = page.tables.find((x) => x.caption === caption);
  if (!found)
    throw new Error(
      `no table captioned "${caption}"; have ${page.tables.map((x) => x.caption).join(' | ')}`,
    );
  return found;
};

const amount = (text: string) => Number(/[\d,]+(\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? NaN);

/** Every policy page of the route table, by slug. */
const slugs = policyPaths.map((path) => path.slice(1));

// The Digital Lending Directions and the two NBFC directions of November 2025, each named (issue 18).
const DL_DIRECTIONS =
  'Reserve Bank of India (Digital Lending) Directions, 2025, read with the Reserve Bank of India (Non-Banking Financial Companies - Credit Facilities) Directions, 2025 and the Reserve Bank of India (Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025';
// One grievance line and one set of hours, the service promises' (issue 45, decision 0106).
const GRIEVANCE_HOURS = servicePromises.grievanceLine.hours;

/** Figures and facts every page must state, page by page, as SPEC sections 1, 3, 4, 6 and 9 give them. */
const figures: Record<string, Array<string | RegExp>> = {
  'terms-conditions': [
    `Annual percentage rate (APR) ${APR_RANGE}`,
    `Tenure ${TENURE}`,
    'Number of instalments 1 (repaid in one payment on the due date)',
    `Loan amount ${AMOUNTS}`,
    `Rate of interest ${RATES} (${annualRate(terms.dailyRate.min)}% to ${annualRate(terms.dailyRate.max)}% a year), fixed`,
    'limited to INR 2,500',
    'at least 21 years old',
    'between 23 and 55 years',
    /Consumers.*Financial institutions.*Regulated entities.*Partners/,
    'your name, address, phone number, PAN, age and a unique identifier',
    /Aadhaar OTP.*Digital signature.*Checkbox/,
    'You may withdraw any consent at any time',
    'withdrawing a consent does not end the loan or your duty to repay it',
    'permitted subject to assessment by our systems',
    'A loan agreement must be executed between you and the Company before any amount is disbursed',
    'The terms of every loan agreement are recorded',
    "giving the other 30 days' notice",
    /immediately, without notice, if you fail to repay.*insolvent/,
    'within 21 days of receiving the request',
    'bots, scripts',
    'only one account',
    'will reply within 14 days',
    'not resolved within 1 month',
    'unresolved for 30 days may be lodged with the regulator',
    GRIEVANCE_HOURS,
    'Grievance Redressal Officer',
    'Nodal Officer',
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'privacy-policy': [
    'Full name, email, mobile number, address, postal code, gender, date of birth',
    'PAN, Aadhaar, ID copies',
    'There is no account, username or password on our Platform',
    'Employer name, monthly salary, bank statements',
    'Bank account number',
    'Credit information',
    'We do not collect GST information',
    'Location',
    'Camera',
    'Microphone',
    'We do not read the list of apps installed on your device, your SMS messages',
    'We take no biometric data',
    /Aadhaar OTP.*Digital signature.*Checkbox/,
    'You may object within 10 days of that notice',
    'You can withdraw any consent at any time',
    'What withdrawal means while a loan is outstanding',
    'the loan itself continues',
    // One retention schedule, read from shared/retention.ts (issue 45): PMLA's five years for KYC records.
    'Records of identity (KYC) and of transactions are kept for 5 years, as the Prevention of Money-laundering Act, 2002 requires',
    'KYC record (identity and address documents, video KYC) 5 years after the loan relationship ends',
    'Applications that did not become a loan (declined or withdrawn) 1 year',
    'reviews to confirm your identity',
    'ask only for what KYC needs, one time, at onboarding',
    'only after you give your explicit consent',
    'You can refuse or later withdraw it',
    'four separate consents',
    'within 24 hours of processing',
    'Reserve Bank - Integrated Ombudsman Scheme, 2026',
    'replies to a privacy request within 14 days and to a complaint within 14 days',
    GRIEVANCE_HOURS,
    'Reserve Bank of India (Digital Lending) Directions, 2025',
    'Reserve Bank of India (Non-Banking Financial Companies - Credit Facilities) Directions, 2025',
    'Reserve Bank of India (Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025',
    'Reserve Bank of India (Non-Banking Financial Companies - Know Your Customer) Directions, 2025',
  ],
  'corporate-governance': [
    'at least 2 directors',
    'at least 4 times a year',
    'never more than 120 days',
    'one-third of the total strength of the Board or 2 directors, whichever is higher',
    'at most 3 non-banking financial companies',
    'at least once every 3 years',
    'Chief Risk Officer',
    'Chief Compliance Officer',
    'Head of Internal Audit',
    'Grievance Redressal Officer',
    'Nodal Officer',
    DL_DIRECTIONS,
  ],
  'fair-practice-code': [
    'within 21 days of receiving the request',
    'cooling-off period of 3 days',
    'penal charges, not penal interest',
    'Penal charges are never capitalised',
    'Reply within 14 days',
    'not resolved within 1 month',
    'unresolved for 30 days may be lodged with the regulator',
    GRIEVANCE_HOURS,
    'Nodal Officer',
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'kyc-and-pmla': [
    'for 5 years after the business relationship ends, as section 12 of the PMLA',
    'ten lakh rupees',
    'at least once every 6 months',
    'by Aadhaar OTP, digital signature or checkbox',
    'FIU-IND',
    'Principal Officer',
    'Checklist for Individuals',
    'Checklist for Companies',
    'Checklist for Partnership Firms',
    'Checklist for Trusts',
    'Checklist for Secured Loans Against Mortgaged Property',
    'Checklist for Secured Loans Against Pledged Shares',
    'approved by the Board of Directors',
    'Customer Acceptance Policy',
    'No biometric data is collected',
    // Video KYC as the site runs it: a recording reviewed afterwards by an authorised official.
    'records a video of up to 30 seconds',
    'An authorised official of the Company reviews the recording',
    'in addition to PAN verification',
    'not a live video call',
    'Chief Compliance Officer',
    'Head of Internal Audit',
    DL_DIRECTIONS,
  ],
  'risk-management-policy': [
    'Preamble',
    'Objective',
    'Risk Identification',
    'Risk Analysis',
    'Risk Assessment and Control',
    'Risk Management Committee',
    'The Board reviews and approves the Policy at least once every three years',
    'Chief Risk Officer',
    'Chief Compliance Officer',
    'Head of Internal Audit',
    DL_DIRECTIONS,
  ],
  'interest-rate-policy': [
    `${RATES} on the loan amount`,
    `Loans are from ${AMOUNTS}, for ${TENURE}`,
    `the APR of our loans is ${APR_RANGE}`,
    'Cost of funds',
    'Risk Gradation',
    // No floating rate loans, so no Prime Lending Rate to publish (issue 45).
    'The Company does not offer floating rate loans, so it neither sets nor publishes a benchmark rate',
    'Fixed Rate Loans',
    'Penal charges are never capitalised',
    'Other Charges',
    'applies only prospectively',
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'terms-rates': [
    `Annual percentage rate (APR) ${APR_RANGE}`,
    `Tenure ${TENURE}`,
    'Number of instalments 1: the loan is repaid in one payment on the due date',
    `Loan amount ${AMOUNTS}`,
    'APR = (total amount repayable - net disbursed amount) / net disbursed amount x 365 / tenure in days',
    'computed on the net disbursed amount',
    `${terms.example.rate}% per day (${annualRate(terms.example.rate)}% a year, our highest rate)`,
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'key-fact-statement': [
    `Annual percentage rate (APR) ${APR_RANGE}`,
    `Loan term ${TENURE}`,
    `${RATES}, fixed, set by your risk band`,
    `Processing fee (${terms.processingFeePercent}% of the loan amount) One-time`,
    `Foreclosure (early repayment) charges Nil`,
    `${terms.penalChargePercentPerDay}% per day of the overdue principal`,
    `${terms.coolingOffDays} days. Within ${terms.coolingOffDays} days of disbursement`,
    `Sanctioned loan amount ${AMOUNTS}`,
    'Ms. Kavita Sharma',
    'nodal grievance redressal officer',
    'Third parties, through us Insurance charges - Nil',
    'APR = (total repayable - net disbursed) / net disbursed x 365 / days',
    'computed on the net disbursed amount',
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'grievance-redressal': [
    'Ms. Kavita Sharma',
    '+91 120 456 7891',
    'grievance@rupeeflow.in',
    'Mr. Arvind Mehta',
    '+91 120 456 7892',
    'nodal.officer@rupeeflow.in',
    'within 14 days',
    'resolved within 30 days of the date it was first received',
    'within 90 days of our reply',
    'Principal Nodal Officer',
    'The Company is covered by the Reserve Bank - Integrated Ombudsman Scheme, 2026',
    GRIEVANCE_HOURS,
    'https://cms.rbi.org.in',
    'https://sachet.rbi.org.in',
    DL_DIRECTIONS,
  ],
  'lending-partners': [
    // The register from the deployment's file; the sandbox's sample rows, each marked (issue 45).
    'Rows marked (sample) are placeholders',
    ...sampleRegister.partners.map((p) => `${p.name} (sample)`),
    ...sampleRegister.partners.map((p) => p.website),
    'operated by SalaryMitra Technologies Private Limited',
    'Active',
    'Discontinued',
    'https://sachet.rbi.org.in',
    DL_DIRECTIONS,
  ],
};

/** Each page's tables: caption and number of body rows. */
const tables: Record<string, Array<[string, number]>> = {
  'terms-conditions': [['Published loan terms', 6]],
  'privacy-policy': [
    ['Personal data collected for your application', 5],
    ['Processors we use and where your data goes', 7],
    ['Retention schedule', 8],
  ],
  'corporate-governance': [['Board committees and their responsibilities', 4]],
  'fair-practice-code': [
    ['Grievance escalation matrix', 3],
    ['Schedule of charges', 14],
  ],
  'kyc-and-pmla': [['Customer risk categories', 3]],
  'risk-management-policy': [
    ['Likelihood and impact scales', 5],
    ['Risk rating bands and required response', 4],
  ],
  'interest-rate-policy': [
    ['Components of the interest rate model', 6],
    ['Risk bands and interest rate ranges', 5],
  ],
  'terms-rates': [
    ['Summary of loan terms', 11],
    ['Illustrative APR computation', 3],
  ],
  'key-fact-statement': [
    ['Annex A, Part 1 - Interest rate and fees/charges', 14],
    ['Fees and charges, by whom they are payable', 5],
    ['Annex A, Part 2 - Other qualitative information', 7],
    ['Annex B - Computation of APR for the loan', 17],
    ['Annex C - Repayment schedule', 1],
  ],
  'grievance-redressal': [['Grievance escalation matrix', 3]],
  'lending-partners': [['Digital lending apps and lending service providers', 5]],
};

/** Every page ends with its change log (issue 18): the current version and those before (2.1 of issue 45). */
const revised = new Set([
  'terms-conditions',
  'privacy-policy',
  'kyc-and-pmla',
  'interest-rate-policy',
  'grievance-redressal',
  'lending-partners',
]);
const changeLogOf = (slug: string): [string, number] => [
  'Versions of this document',
  revised.has(slug) ? 3 : 2,
];

for (const slug of slugs) {
  t.test(`/${slug} states its required figures`, async (t) => {
    const { text } = await policyPage(slug);
    for (const figure of figures[slug] ?? []) {
      if (typeof figure === 'string') t.ok(text.includes(figure), `states "${figure}"`);
      else t.match(text, figure);
    }
  });

  t.test(`/${slug} has its captioned tables with their rows and column headers`, async (t) => {
    const page = await policyPage(slug);
    const expected = [...(tables[slug] ?? []), changeLogOf(slug)];
    t.same(
      page.tables.map((x) => [x.caption, x.rows.length]),
      expected,
    );
    t.equal(
      (page.html.match(/<th scope="col">/g) ?? []).length,
      page.tables.reduce((n, x) => n + x.head.length, 0),
    );
    for (const x of page.tables)
      t.ok(
        x.rows.every((row) => row.length === x.head.length),
        `${x.caption}: full rows`,
      );
  });

  t.test(
    `/${slug} has a table of contents whose every link resolves and a last-updated date`,
    async (t) => {
      const page = await policyPage(slug);
      t.ok(page.tocLinks.length >= 4, `${page.tocLinks.length} contents entries`);
      for (const id of page.tocLinks) t.ok(page.ids.has(id), `#${id} is an element on the page`);
      t.match(
        page.html,
        /Last updated:(<!-- -->)? <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/,
      );
    },
  );

  t.test(
    `/${slug} takes its title and meta description from the document's front matter`,
    async (t) => {
      const { data } = splitFrontMatter(
        readFileSync(`client/content/policies/${slug}.md`, 'utf8'),
        slug,
      );
      const page = await policyPage(slug);
      const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      t.match(page.html, `<title>${escape(data.title ?? '')} | Rupeeflow</title>`);
      t.match(page.html, `<meta name="description" content="${escape(data.description ?? '')}">`);
    },
  );
}

t.test(
  'the schedule of charges lists every charge of SPEC section 9 with its amount',
  async (t) => {
    const rows = table(await policyPage('fair-practice-code'), 'Schedule of charges').rows;
    t.same(rows, [
      [
        'Processing fee (one-time, payable to us, deducted at disbursement)',
        `${terms.processingFeePercent}% of the loan amount`,
      ],
      ['GST', `${terms.gstPercent}% of the processing fee`],
      [
        'Late payment (penal charge)',
        `${terms.penalChargePercentPerDay}% per day of the overdue principal, no GST`,
      ],
      ['Foreclosure or prepayment charges', 'Nil'],
      ['Bounce charges', 'Nil'],
      ['Duplicate NOC', 'INR 0'],
      ['Instrument swapping', 'INR 0'],
      ['Cancellation charges', 'INR 0'],
      ['Re-booking charges', 'INR 0'],
      ['Statement of account', 'INR 0'],
      ['Duplicate repayment schedule', 'INR 0'],
      ['Stamp duty', 'As per law'],
      ['Interest', `${RATES} (${ANNUAL_RATES}) on the loan amount, fixed`],
      ['Charges payable to third parties through us (insurance, valuation)', 'Nil'],
    ]);
  },
);

t.test(
  'the Key Fact Statement works its example through with one APR, from the terms',
  async (t) => {
    const page = await policyPage('key-fact-statement');
    const b = new Map(
      table(page, 'Annex B - Computation of APR for the loan').rows.map((r) => [r[0], r[2] ?? '']),
    );
    const q = quoteLoan(terms.example);
    const [loan, interest, fees, net, total] = ['1', '5', '6', '7', '8'].map((n) =>
      amount(b.get(n) ?? ''),
    );
    t.equal(loan, terms.example.amount);
    t.equal(interest, (terms.example.amount * terms.example.rate * terms.example.days) / 100);
    t.equal(fees, q.processingFee + q.gstOnFee, 'fee + GST');
    t.equal(net, loan! - fees!, 'net disbursed = loan - fees');
    t.equal(total, loan! + interest!, 'total = loan + interest');
    const apr = ((total! - net!) / net!) * (365 / terms.example.days) * 100;
    t.equal(b.get('9'), `${apr.toFixed(2)}%`, 'APR by the single-repayment formula');
    // One APR: every percentage the page gives as an APR is the example's or an end of the range.
    const aprs = [...page.text.matchAll(/APR\)?[^%]{0,12}?(\d+\.\d+)%/g)].map((m) => Number(m[1]));
    t.ok(aprs.length >= 2);
    t.ok(
      aprs.every((x) => x === q.apr || x === aprRange.min || x === aprRange.max),
      `APRs on the page: ${aprs.join(', ')}`,
    );
    const schedule = table(page, 'Annex C - Repayment schedule').rows[0] ?? [];
    t.same(schedule.slice(3).map(amount), [loan, interest, total]);
  },
);

t.test('the pages make none of the claims the audit struck out', async (t) => {
  const privacy = (await policyPage('privacy-policy')).text;
  t.notOk(
    privacy.includes('repayment behaviour'),
    'no ongoing reading of SMS for repayment behaviour',
  );
  const rates = (await policyPage('interest-rate-policy')).text;
  t.notOk(
    rates.includes('No borrower is charged more than'),
    'no flat cap that the KFS sample exceeds',
  );
  t.ok(rates.includes(`the rate of interest is ${RATES}`), 'the bands cover the product rates');
  const source = readFileSync('client/content/policies/lending-partners.md', 'utf8');
  for (const partner of sampleRegister.partners)
    t.notOk(
      source.includes(partner.name),
      `${partner.name} comes from the register file, not the document`,
    );
});

t.test("Terms & Rates' example APRs follow the formula on the net disbursed amount", async (t) => {
  const rows = table(await policyPage('terms-rates'), 'Illustrative APR computation').rows;
  t.equal(rows.length, 3);
  for (const row of rows) {
    const [tenure = '', loan, fee, gst, net, interest, total, cost, apr] = row.map((c, i) =>
      i ? amount(c) : c,
    );
    const days = amount(String(tenure));
    t.equal(net, Number(loan) - Number(fee) - Number(gst), `${tenure}: net disbursed`);
    t.equal(fee, (Number(loan) * terms.processingFeePercent) / 100, `${tenure}: fee`);
    t.equal(
      Number(interest),
      (Number(loan) * terms.example.rate * days) / 100,
      `${tenure}: interest at ${terms.example.rate}% a day`,
    );
    t.equal(total, Number(loan) + Number(interest), `${tenure}: total repayable`);
    t.equal(cost, Number(total) - Number(net), `${tenure}: cost of credit`);
    t.equal(
      Number(apr).toFixed(2),
      ((((Number(cost) / Number(net)) * 365) / days) * 100).toFixed(2),
      `${tenure}: APR`,
    );
    t.ok(
      Number(apr) >= aprRange.min && Number(apr) <= aprRange.max,
      `${tenure}: inside ${APR_RANGE}`,
    );
  }
});

t.test('links to our own pages stay relative; the footer links every policy page', async (t) => {
  const page = await policyPage('terms-conditions');
  t.match(page.body, '<a href="/privacy-policy">Privacy Policy</a>');
  t.notMatch(page.body, /href="https?:\/\/localhost/);
  for (const slug of slugs) t.match(page.html, `href="/${slug}"`, `footer links /${slug}`);
});
