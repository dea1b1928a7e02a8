// The eleven legal and policy pages as served by the built app: each page's required figures, its tables and
// their rows, the sample loan's arithmetic, and a table of contents whose every link lands on a heading.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { startApp } from '../helpers/app.ts';
import { splitFrontMatter } from '../../scripts/policies/front-matter.ts';
import { site } from '../../shared/site.ts';

const { app } = await startApp({ RATE_LIMIT_DEFAULT: '1000' });
t.teardown(() => app.close());

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
  const body = /<div class="policy-content">([\s\S]*?)<\/div><\/article>/.exec(html)?.[1] ?? '';
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

const slugs = [
  'terms-conditions',
  'privacy-policy',
  'corporate-governance',
  'fair-practice-code',
  'kyc-and-pmla',
  'risk-management-policy',
  'interest-rate-policy',
  'terms-rates',
  'key-fact-statement',
  'grievance-redressal',
  'lending-partners',
];

const DL_DIRECTIONS =
  'Reserve Bank of India (Digital Lending) Directions, 2025, as consolidated in November 2025 into the NBFC Credit Facilities and Responsible Business Conduct Directions';
const GRIEVANCE_HOURS = '10:00-21:00 Mon-Fri, 10:00-19:00 Sat';

/** Figures and facts every page must state, page by page, as SPEC sections 1, 3, 4, 6 and 9 give them. */
const figures: Record<string, Array<string | RegExp>> = {
  'terms-conditions': [
    '200% to 365%',
    '30 to 90 days',
    'Number of instalments 1 to 3',
    'From INR 1,500',
    'limited to INR 2,500',
    'at least 21 years old',
    'between 23 and 55 years',
    /Consumers.*Financial institutions.*Regulated entities.*Partners/,
    'your name, address, phone number, PAN, age and a unique identifier',
    /Aadhaar OTP.*Digital signature.*Checkbox/,
    'cannot be withdrawn while that service is active',
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
    'Username, password',
    'Employer name, monthly salary, bank statements',
    'Bank account number',
    'Credit information',
    'GST information',
    'the app name, package name, install time, update time, version name and version code',
    'Device identifiers',
    'Location',
    'Camera',
    'Microphone',
    'only messages from 6-character alphanumeric senders',
    'We take no biometric data',
    /Aadhaar OTP.*Digital signature.*Checkbox/,
    'You may object within 10 days of that notice',
    'Consent cannot be withdrawn while a service is active',
    'at least 10 years after the business relationship ends',
    'reviews to confirm your identity',
    'asks for each device permission below once, at onboarding',
    'only after you give your explicit consent',
    'You can refuse a permission or later withdraw it',
    'We read these once, at onboarding, to verify your salary credits and existing loan obligations',
    'will reply within 14 days',
    GRIEVANCE_HOURS,
    DL_DIRECTIONS,
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
    'for at least ten years after the business relationship ends',
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
    'up to 36% p.a.',
    'Loans start from INR 1,500',
    'Cost of funds',
    'Risk Gradation',
    "benchmarked to the Company's Prime Lending Rate (PLR)",
    'Fixed Rate Loans',
    'Penal charges are never capitalised',
    'Other Charges',
    'applies only prospectively',
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'terms-rates': [
    'Annual percentage rate (APR) 240% to 365%',
    'Tenure 1 to 3 months',
    '1 to 3 instalments',
    'Loans start from INR 1,500',
    'APR = (total amount repayable - net disbursed amount) / net disbursed amount x 365 / tenure in days',
    'computed on the net disbursed amount',
    'an illustrative rate of interest of 0.45% per day',
    'it is not a rate we publish or promise',
    '15 April 2024',
    '18 August 2023',
    DL_DIRECTIONS,
  ],
  'key-fact-statement': [
    '16% to 365%',
    'Loan tenure (in days)',
    'Up to 1% per day',
    '8 to 15% of the loan amount, including GST',
    'Up to 5% of the outstanding principal plus GST. Not applicable to payday loans',
    'Up to 3% per month',
    '3 days from disbursement',
    'no prepayment penalty',
    'Loans start from INR 1,500',
    'Ms. Kavita Sharma',
    'nodal grievance redressal officer',
    'INR 4,000 to INR 5,000',
    'INR 45,000 to 46,000',
    'APR = (total repayable - net disbursed) / net disbursed x 365 / days',
    'APR = (60,000 - 45,280) / 45,280 x 365 / 90 = 14,720 / 45,280 x 4.055556 = 0.325088 x 4.055556 = 1.3184, that is 131.84%',
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
    'within one month (30 days)',
    'unresolved with us after 30 days may go to the regulator',
    GRIEVANCE_HOURS,
    'https://cms.rbi.org.in',
    'https://sachet.rbi.org.in',
    DL_DIRECTIONS,
  ],
  'lending-partners': [
    'sample entries',
    ...Object.values(site.lendingPartners).map((p) => `${p.name} (sample)`),
    ...Object.values(site.lendingPartners).map((p) => p.website),
    `operated by ${site.lendingPartners.salaryMitra.name}`,
    'Active',
    'Discontinued',
    'https://sachet.rbi.org.in',
    DL_DIRECTIONS,
  ],
};

/** Each page's tables: caption and number of body rows. */
const tables: Record<string, Array<[string, number]>> = {
  'terms-conditions': [['Published loan terms', 4]],
  'privacy-policy': [['Personal data collected for your application', 7]],
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
    ['Risk bands and interest rate ranges', 4],
  ],
  'terms-rates': [
    ['Summary of loan terms', 8],
    ['Illustrative APR computation', 3],
  ],
  'key-fact-statement': [
    ['Part 1 - Interest rate and fees/charges', 18],
    ['Part 2 - Other qualitative information', 7],
    ['Sample loan for APR computation', 16],
    ['Sample loan at both ends of the processing fee range', 10],
    ['Repayment schedule for the sample loan', 4],
  ],
  'grievance-redressal': [['Grievance escalation matrix', 3]],
  'lending-partners': [['Digital lending apps and lending service providers', 5]],
};

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
    const expected = tables[slug] ?? [];
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
      ['Processing fee', 'From INR 1500'],
      ['Additional processing fee', '15% of loan amount'],
      ['GST', '18% of processing fee'],
      ['Late payment penalty (penal charge)', 'Up to 0.75% per day'],
      ['Foreclosure or prepayment charges', 'INR 0'],
      ['Bounce charges', 'INR 0'],
      ['Duplicate NOC', 'INR 0'],
      ['Instrument swapping', 'INR 0'],
      ['Cancellation charges', 'INR 0'],
      ['Re-booking charges', 'INR 0'],
      ['Statement of account', 'INR 0'],
      ['Duplicate repayment schedule', 'INR 0'],
      ['Stamp duty', 'As per law'],
      ['Interest', 'Up to 270% p.a.; 0% for a 30-day loan'],
    ]);
  },
);

t.test('the Key Fact Statement numbers its loan parameters 1 to 18', async (t) => {
  const rows = table(
    await policyPage('key-fact-statement'),
    'Part 1 - Interest rate and fees/charges',
  ).rows;
  t.same(
    rows.map((r) => r[0]),
    rows.map((_, i) => String(i + 1)),
  );
});

t.test("the Key Fact Statement's sample loan of INR 50,000 adds up", async (t) => {
  const page = await policyPage('key-fact-statement');
  const sample = new Map(
    table(page, 'Sample loan for APR computation').rows.map((r) => [r[0], r[2] ?? '']),
  );
  const [loan, interest, fee, gst, deducted, net, total] = [
    '1',
    '7',
    '8',
    '9',
    '10',
    '11',
    '12',
  ].map((n) => amount(sample.get(n) ?? ''));
  t.equal(loan, 50000);
  t.equal(interest, 10000);
  t.ok(fee! >= 4000 && fee! <= 5000, 'fee within INR 4,000 to 5,000');
  t.equal(gst, fee! * 0.18, 'GST is 18% of the fee');
  t.equal(deducted, fee! + gst!);
  const share = (deducted! / loan!) * 100;
  t.ok(share >= 8 && share <= 15, `fee with GST is ${share}% of the loan, within 8 to 15%`);
  t.equal(net, loan! - deducted!, 'net disbursed = loan - fee - GST');
  t.equal(total, loan! + interest!);
  t.equal(total, 60000);
  const apr = (((total! - net!) / net!) * 365) / 90;
  t.equal(sample.get('13'), `${(apr * 100).toFixed(2)}%`, 'single-repayment APR by the formula');
  t.match(sample.get('3') ?? '', '3 equated monthly instalments of INR 20,000 each');

  // The IRR: the monthly rate at which three EMIs of 20,000 are worth the net disbursed amount.
  const pv = (r: number) => [1, 2, 3].reduce((sum, k) => sum + 20000 / (1 + r) ** k, 0);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++)
    [lo, hi] = pv((lo + hi) / 2) > net! ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
  t.equal(sample.get('14'), `${(lo * 1200).toFixed(2)}%`, 'IRR APR = monthly rate x 12');

  const schedule = table(page, 'Repayment schedule for the sample loan').rows;
  const instalments = schedule.slice(0, 3);
  t.ok(
    instalments.every((r) => amount(r[5] ?? '') === 20000),
    'three EMIs of 20,000',
  );
  t.equal(
    instalments.reduce((s, r) => s + amount(r[3] ?? ''), 0),
    50000,
    'principal repaid adds up to the loan',
  );
  t.equal(
    instalments.reduce((s, r) => s + amount(r[4] ?? ''), 0),
    10000,
    'interest adds up to 10,000',
  );
  t.same(schedule[3]?.slice(3, 6), ['50,000', '10,000', '60,000']);

  const range = table(page, 'Sample loan at both ends of the processing fee range').rows;
  t.same(
    range.find((r) => r[0]?.startsWith('Loan amount less the processing fee'))?.slice(1),
    ['INR 46,000', 'INR 45,000'],
    'the published disbursal of 45,000 to 46,000 is the loan less the fee',
  );
});

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
  t.ok(rates.includes('the rate of interest is up to 36% p.a.'), "SPEC's own wording");
  const source = readFileSync('client/content/policies/lending-partners.md', 'utf8');
  for (const partner of Object.values(site.lendingPartners))
    t.notOk(source.includes(partner.name), `${partner.name} comes from site.ts, not the document`);
});

t.test("Terms & Rates' example APRs follow the formula on the net disbursed amount", async (t) => {
  const rows = table(await policyPage('terms-rates'), 'Illustrative APR computation').rows;
  for (const row of rows) {
    const [tenure = '', loan, fee, gst, net, interest, total, cost, apr] = row.map((c, i) =>
      i ? amount(c) : c,
    );
    const days = amount(/\((\d+) days\)/.exec(String(tenure))?.[1] ?? '');
    t.equal(net, Number(loan) - Number(fee) - Number(gst), `${tenure}: net disbursed`);
    t.equal(
      Number(interest),
      Math.round(Number(loan) * 0.0045 * days),
      `${tenure}: interest at the illustrative 0.45% a day`,
    );
    t.equal(total, Number(loan) + Number(interest), `${tenure}: total repayable`);
    t.equal(cost, Number(total) - Number(net), `${tenure}: cost of credit`);
    t.equal(
      Number(apr).toFixed(2),
      ((((Number(cost) / Number(net)) * 365) / days) * 100).toFixed(2),
      `${tenure}: APR`,
    );
    t.ok(Number(apr) >= 240 && Number(apr) <= 365, `${tenure}: inside the published 240% to 365%`);
  }
});

t.test('links to our own pages stay relative; the footer links every policy page', async (t) => {
  const page = await policyPage('terms-conditions');
  t.match(page.body, '<a href="/privacy-policy">Privacy Policy</a>');
  t.notMatch(page.body, /href="https?:\/\/localhost/);
  for (const slug of slugs) t.match(page.html, `href="/${slug}"`, `footer links /${slug}`);
});
