// Apply Now in Chromium against the embedded sandbox: the rules of SPEC sections 4, 5 and 8 as a visitor meets them.
import type { Page, Route } from '@playwright/test';
import { test, expect, hydrated, requestsTo } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { applicationsFor, armFault, clearFault, codeSentTo, smsCount } from './sandbox.ts';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (s: string) => s[Math.floor(Math.random() * s.length)]!;
/** A valid individual's PAN the sandbox has not seen, in lower case as a visitor might type it. */
const freshPan = () =>
  `${pick(letters)}${pick(letters)}${pick(letters)}p${pick(letters)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${pick(letters)}`.toLowerCase();

/** A mobile number no other test uses: each has its own code limits (30 s between codes, 5 an hour). */
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Verify, the code from the sandbox's SMS sink, Verify code: the inline step of issue 16. */
async function verifyMobile(page: Page, mobile: string) {
  const since = await smsCount();
  await page.getByRole('button', { name: 'Verify mobile number' }).click();
  const box = page.getByLabel('Enter the 6-digit code');
  await expect(box).toBeFocused();
  await box.fill(await codeSentTo(mobile, since));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Mobile number verified')).toBeVisible();
}

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const message = (page: Page, name: string) => page.locator(`#apply-${name}-error`);
const submit = (page: Page) => page.getByRole('button', { name: 'Submit application' });
const terms = (page: Page) =>
  page.getByRole('checkbox', { name: /I have read and accept the Terms and Conditions/ });
const creditReport = (page: Page) =>
  page.getByRole('checkbox', { name: /fetch my credit report from a credit bureau/ });
const contactConsent = (page: Page) =>
  page.getByRole('checkbox', { name: /contact me about this application/ });
/** The three consents an application needs (issue 18); marketing stays as the visitor left it. */
async function giveConsents(page: Page) {
  await terms(page).check();
  await creditReport(page).check();
  await contactConsent(page).check();
}

async function open(page: Page, path = '/apply-now') {
  await page.goto(path);
  await hydrated(page);
  await expect(field(page, 'State').locator('option')).not.toHaveCount(1); // the states have arrived
}

async function chooseAddress(page: Page, state = 'Uttar Pradesh', city = 'Noida') {
  await field(page, 'State').selectOption({ label: state });
  await expect(field(page, 'City').getByRole('option', { name: city, exact: true })).toBeAttached();
  await field(page, 'City').selectOption({ label: city });
  await expect(field(page, 'Pincode')).toBeEnabled();
  await field(page, 'Pincode').selectOption({ index: 1 });
}

async function fillValid(page: Page, pan = freshPan(), mobile = freshMobile()): Promise<string> {
  await field(page, 'Loan amount').fill('25000');
  await field(page, 'Monthly income').fill('45000');
  await field(page, 'First name').fill('Ananya');
  await field(page, 'Surname (optional)').fill('Iyer');
  await field(page, 'PAN').fill(pan);
  await field(page, 'Date of birth').fill(yearsAgo(30));
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Mobile number').fill(mobile);
  await verifyMobile(page, mobile);
  await field(page, 'E-mail').fill('ananya@example.com');
  await chooseAddress(page);
  await giveConsents(page);
  return mobile;
}

const problem = (status: number, detail: string, errors?: Record<string, string>) => ({
  status,
  contentType: 'application/problem+json',
  body: JSON.stringify({
    type: 'about:blank',
    title: 'Error',
    status,
    detail,
    ...(errors ? { errors } : {}),
  }),
});

const draftOf = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('rf.apply-draft') ?? 'null') as Record<
        string,
        string
      > | null,
  );

test('a complete application reaches the Thank You screen carrying the campaign the visitor landed with', async ({
  page,
}) => {
  test.slow(); // the code step adds a round trip through the SMS sink
  await page.goto('/?utm_source=newsletter&utm_campaign=diwali-2026');
  await hydrated(page);
  await open(page); // later in the same tab, without the tags in the URL
  const pan = freshPan();
  const mobile = await fillValid(page, pan);
  await expect(field(page, 'PAN')).toHaveValue(pan.toUpperCase());
  const city = await field(page, 'City').inputValue();
  const pincode = await field(page, 'Pincode').inputValue();
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/applications') && r.method() === 'POST',
  );
  await submit(page).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    loanAmount: '25000',
    monthlyIncome: '45000',
    firstName: 'Ananya',
    surName: 'Iyer',
    panNumber: pan.toUpperCase(),
    dob: yearsAgo(30),
    gender: 'female',
    mobile,
    email: 'ananya@example.com',
    state: '26',
    acceptTerms: true,
    consentCreditReport: true,
    consentContact: true,
    consentMarketing: false,
    utmSource: 'newsletter',
    utmCampaign: 'diwali-2026',
  });
  expect(body).not.toHaveProperty('middleName'); // empty optional fields are left out

  const thanks = page.getByRole('heading', { name: 'Thank You!' });
  await expect(thanks).toBeFocused();
  await expect(page.getByText('Application submitted successfully.')).toBeVisible();
  await expect(page.getByText(`mobile number ending ${mobile.slice(-4)}`)).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
  expect(await draftOf(page)).toBeNull();
  await expectNoAxeViolations(page);

  // What reached the lending API: SPEC section 3's payload, exactly, for this application's own PAN.
  expect(await applicationsFor(pan.toUpperCase())).toEqual([
    {
      loan_amount: 25000,
      monthly_income: 45000,
      first_name: 'Ananya',
      middle_name: '',
      sur_name: 'Iyer',
      pan: pan.toUpperCase(),
      dob: yearsAgo(30),
      gender: 'FEMALE',
      mobile,
      alternate_mobile: '',
      otp: expect.stringMatching(/^\d{6}$/), // the code this applicant verified (docs/decisions/0036)
      email_personal: 'ananya@example.com',
      email_official: '',
      obligations: '',
      state_id: '26',
      city,
      pin: pincode,
      term_and_condition: 'YES',
      ip: '127.0.0.1',
      coordinates: null,
      source: 'Website',
      lead_data_source_id: 38,
      utm_source: 'newsletter',
      utm_campaign: 'diwali-2026',
    },
  ]);
});

test('an empty submit says Required under every required field and Accept terms, and focuses the first', async ({
  page,
}) => {
  let posted = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/applications') && posted++));
  await open(page);
  await submit(page).click();

  const required = [
    'loanAmount',
    'monthlyIncome',
    'firstName',
    'panNumber',
    'dob',
    'gender',
    'mobile',
    'email',
  ];
  for (const name of [...required, 'state', 'city', 'pincode'])
    await expect(message(page, name)).toHaveText('Required');
  await expect(message(page, 'acceptTerms')).toHaveText('Accept terms');
  for (const name of ['obligations', 'middleName', 'surName', 'alternateMobile', 'officialEmail']) {
    await expect(message(page, name)).toHaveText('');
  }
  const amount = field(page, 'Loan amount');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/Required/);
  await expect(page.getByRole('radiogroup', { name: 'Gender' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(posted).toBe(0);
  await expectNoAxeViolations(page);

  // Each message goes as soon as its field is put right.
  await amount.fill('25000');
  await expect(message(page, 'loanAmount')).toHaveText('');
  await expect(amount).not.toHaveAttribute('aria-invalid');
  await field(page, 'First name').fill('Ananya');
  await expect(message(page, 'firstName')).toHaveText('');
  await page.getByRole('radio', { name: 'Other' }).check();
  await expect(message(page, 'gender')).toHaveText('');
  await terms(page).check();
  await expect(message(page, 'acceptTerms')).toHaveText('');
  await field(page, 'State').selectOption({ label: 'Goa' });
  await expect(message(page, 'state')).toHaveText('');
  // A field left is checked by the shared rules at once (every rule's message: tests/unit/apply-schema.test.ts).
  await field(page, 'PAN').fill('ABCCE1234F');
  await field(page, 'PAN').blur();
  await expect(message(page, 'panNumber')).toHaveText(
    'Enter the PAN of an individual (its fourth letter is P)',
  );
  await field(page, 'PAN').fill('ABCPE1234F');
  await field(page, 'PAN').blur();
  await expect(message(page, 'panNumber')).toHaveText('');
  await submit(page).click();
  await expect(field(page, 'Monthly income')).toBeFocused(); // now the first one still wrong
});

// The rules behind these messages are unit-tested (tests/unit/apply-live-rules.test.ts, apply-schema.test.ts) and
// sent to every form over HTTP (tests/api/field-rules-every-form.test.ts); here, that the form applies them as typed.
test('at 1366 px, after a submit refused for an unverified mobile, the first click on Verify sends the code', async ({
  page,
}) => {
  await open(page);
  const mobile = freshMobile();
  await field(page, 'Loan amount').fill('25000');
  await field(page, 'Monthly income').fill('45000');
  await field(page, 'First name').fill('Ananya');
  await field(page, 'PAN').fill(freshPan());
  await field(page, 'Date of birth').fill(yearsAgo(30));
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Mobile number').fill(mobile);
  await field(page, 'E-mail').fill('ananya@example.com');
  await chooseAddress(page);
  await giveConsents(page);
  await submit(page).click();
  await expect(message(page, 'mobile')).toHaveText(
    'Verify this mobile number with the code we send to it',
  );
  await expect(field(page, 'Mobile number')).toBeFocused();
  // One press and release: leaving the mobile field no longer takes its message away under the pointer (the
  // button moved up between the two, and the click was lost).
  await verifyMobile(page, mobile);
  await expect(message(page, 'mobile')).toHaveText('');
});

test('digit-only fields refuse letters typed, pasted or auto-filled; lengths hold; a short mobile says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const paste = async (label: string, text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await field(page, label).focus();
    await page.keyboard.press('ControlOrMeta+V');
  };
  for (const label of [
    'Loan amount',
    'Monthly income',
    'Obligations (optional)',
    'Mobile number',
    'Alternate mobile number (optional)',
  ])
    await expect(field(page, label)).toHaveAttribute('inputmode', 'numeric');
  const cases: Array<[string, string]> = [
    ['Loan amount', 'loanAmount'],
    ['Alternate mobile number (optional)', 'alternateMobile'],
  ];
  for (const [label, name] of cases) {
    const input = field(page, label);
    await input.pressSequentially('1a');
    await expect(input).toHaveValue('1');
    await expect(message(page, name)).toHaveText('Only digits are allowed');
    await input.pressSequentially('2');
    await expect(message(page, name)).not.toHaveText('Only digits are allowed');
    await input.fill('');
    await paste(label, '12ab34');
    await expect(input).toHaveValue('1234');
    await expect(message(page, name)).toHaveText('Only digits are allowed');
    await input.fill('9x9'); // what a phone keyboard or auto-fill puts in without a key event
    await expect(input).toHaveValue('99');
    await expect(message(page, name)).toHaveText('Only digits are allowed');
    await input.fill('');
  }
  await expect(message(page, 'alternateMobile')).toHaveText(''); // optional and empty again

  const mobile = field(page, 'Mobile number');
  await mobile.pressSequentially('98765');
  await expect(message(page, 'mobile')).toHaveText('Enter 10-digit number');
  await mobile.pressSequentially('4321012'); // past ten digits: the input holds ten
  await expect(mobile).toHaveValue('9876543210');
  await expect(message(page, 'mobile')).toHaveText('');
  await mobile.fill('');
  await paste('Mobile number', '+91 98765 43210');
  await expect(mobile).toHaveValue('9876543210');

  await field(page, 'PAN').pressSequentially('abcpe1234fzz');
  await expect(field(page, 'PAN')).toHaveValue('ABCPE1234F');
  await field(page, 'Obligations (optional)').pressSequentially('123456789');
  await expect(field(page, 'Obligations (optional)')).toHaveValue('1234567');
});

test('a new state clears the city and pincode and reloads cities; a new city clears the pincode', async ({
  page,
}) => {
  await open(page);
  const [state, city, pincode] = [
    field(page, 'State'),
    field(page, 'City'),
    field(page, 'Pincode'),
  ];
  await expect(city).toBeDisabled();
  await expect(pincode).toBeDisabled();
  await chooseAddress(page, 'Uttar Pradesh', 'Noida');
  await expect(pincode).not.toHaveValue('');

  await state.selectOption({ label: 'Maharashtra' });
  await expect(city).toHaveValue('');
  await expect(pincode).toHaveValue('');
  await expect(pincode).toBeDisabled();
  await expect(city.getByRole('option', { name: 'Mumbai', exact: true })).toBeAttached();
  await expect(city.getByRole('option', { name: 'Noida', exact: true })).toHaveCount(0);

  await city.selectOption({ label: 'Mumbai' });
  await expect(pincode).toBeEnabled();
  await pincode.selectOption({ index: 1 });
  const mumbaiPin = await pincode.inputValue();
  await city.selectOption({ label: 'Pune' });
  await expect(pincode).toHaveValue('');
  await expect(pincode.getByRole('option', { name: '411001' })).toBeAttached();
  await expect(pincode.getByRole('option', { name: mumbaiPin })).toHaveCount(0);
});

test('a late answer for a state no longer chosen never replaces the current cities', async ({
  page,
}) => {
  await open(page);
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/api/states/26/cities', async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined); // the page has already given up on this request
  });
  await field(page, 'State').selectOption({ label: 'Uttar Pradesh' });
  await field(page, 'State').selectOption({ label: 'Maharashtra' });
  await expect(
    field(page, 'City').getByRole('option', { name: 'Mumbai', exact: true }),
  ).toBeAttached();
  release();
  await field(page, 'City').selectOption({ label: 'Pune' });
  await expect(field(page, 'Pincode').getByRole('option', { name: '411001' })).toBeAttached();
  await expect(field(page, 'City').getByRole('option', { name: 'Noida', exact: true })).toHaveCount(
    0,
  );
  await expect(field(page, 'City')).toHaveValue('86');
});

test("states that fail to load say so in an alert, with the server's message or the SPEC's", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  const alert = page.getByRole('alert');

  await page.route('**/api/states', (route) =>
    route.fulfill(problem(502, 'Failed to fetch states')),
  );
  await page.goto('/apply-now');
  await expect(alert).toContainText('Failed to fetch states');

  await page.unroute('**/api/states');
  await page.route('**/api/states', (route) =>
    route.fulfill(problem(502, 'State list is being updated')),
  );
  await page.reload();
  await expect(alert).toContainText('State list is being updated');

  await page.unroute('**/api/states');
  await page.route('**/api/states', (route) => route.abort('failed'));
  await page.reload();
  await expect(alert).toContainText('Could not load states');
  await expectNoAxeViolations(page);

  await page.unroute('**/api/states');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(field(page, 'State').getByRole('option', { name: 'Kerala' })).toBeAttached();
  await expect(alert).toHaveCount(0);
});

test('cities and pincodes that fail to load say so plainly and offer Try again, at 390 px', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/api/states/26/cities', (route) =>
    route.fulfill(problem(502, 'Something went wrong')),
  );
  await open(page);
  const alert = page.getByRole('alert');
  await field(page, 'State').selectOption({ label: 'Uttar Pradesh' });
  await expect(alert).toHaveText(
    /We could not load the cities\. Check your connection and try again\./,
  );
  await expect(field(page, 'City').locator('option')).toHaveText(['Cities not loaded']);
  await expect(page.getByText('No cities available')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/states/26/cities');
  await page.route('**/api/cities/*/pincodes', (route) => route.abort('failed'));
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await field(page, 'City').selectOption({ label: 'Noida' });
  await expect(alert).toHaveText(/We could not load the pincodes/);
  await expect(field(page, 'Pincode').locator('option')).toHaveText(['Pincodes not loaded']);

  await page.unroute('**/api/cities/*/pincodes');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(field(page, 'Pincode')).toBeEnabled();
  await field(page, 'Pincode').selectOption({ index: 1 });
  await expect(field(page, 'City')).toHaveValue(/\d+/);
});

test('a lending API failure is an alert, everything typed stays, and a reload brings the draft back', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  const pan = freshPan();
  const PAN = pan.toUpperCase();
  // Real faults in the sandbox's lending API, met only by this test's application (its PAN).
  await armFault('saveLendingPage', { kind: '500', match: `"pan":"${PAN}"` });
  try {
    await open(page);
    const mobile = await fillValid(page, pan);
    await field(page, 'Obligations (optional)').fill('5000');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Submit failed');
    await expect(submit(page)).toBeEnabled();
    const kept = {
      'Loan amount': '25000',
      'Monthly income': '45000',
      'Obligations (optional)': '5000',
      'First name': 'Ananya',
      'Surname (optional)': 'Iyer',
      PAN,
      'Date of birth': yearsAgo(30),
      'Mobile number': mobile,
      'E-mail': 'ananya@example.com',
      State: '26',
    };
    for (const [label, value] of Object.entries(kept))
      await expect(field(page, label)).toHaveValue(value);
    const city = await field(page, 'City').inputValue();
    const pincode = await field(page, 'Pincode').inputValue();

    // A connection the lending API drops says the same.
    await armFault('saveLendingPage', { kind: 'drop', match: `"pan":"${PAN}"` });
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Submit failed');
    for (const [label, value] of Object.entries(kept))
      await expect(field(page, label)).toHaveValue(value);
    // And so does no answer reaching the browser at all.
    await page.route('**/api/applications', (route) => route.abort('failed'));
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Submit failed');
    await page.unroute('**/api/applications');

    await page.reload();
    await hydrated(page);
    for (const [label, value] of Object.entries(kept))
      await expect(field(page, label)).toHaveValue(value);
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(field(page, 'City')).toHaveValue(city);
    await expect(field(page, 'Pincode')).toHaveValue(pincode);
    await expect(terms(page)).not.toBeChecked(); // consent is given again, on purpose
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(local).not.toContain(PAN);
    expect(local).not.toContain(yearsAgo(30));

    // With the lending API back, the restored draft goes through.
    await clearFault('saveLendingPage', `"pan":"${PAN}"`);
    await giveConsents(page);
    await submit(page).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(await applicationsFor(PAN)).toMatchObject([{ pan: PAN, obligations: '5000' }]);
  } finally {
    await clearFault('saveLendingPage', `"pan":"${PAN}"`);
  }
});

test("the lending API's refusal of a PAN already used is shown without its HTML, the form intact", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  await open(page);
  await fillValid(page, 'BQKPM4821K'); // a seeded customer's PAN
  await submit(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('Application already exists for this PAN.');
  await expect(field(page, 'PAN')).toHaveValue('BQKPM4821K');
  await expect(field(page, 'First name')).toHaveValue('Ananya');
});

test('field errors in a 422 answer appear under their fields, focus on the first', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  await page.route('**/api/applications', (route) =>
    route.fulfill(
      problem(422, 'Please correct the highlighted fields.', {
        obligations: 'Obligations must be numeric',
        email: 'Enter a valid e-mail address',
      }),
    ),
  );
  await open(page);
  await fillValid(page);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(message(page, 'obligations')).toHaveText('Obligations must be numeric');
  await expect(message(page, 'email')).toHaveText('Enter a valid e-mail address');
  await expect(field(page, 'Obligations (optional)')).toBeFocused();
  await field(page, 'Obligations (optional)').fill('5000');
  await expect(message(page, 'obligations')).toHaveText('');
});

test('the button is disabled while the application is on its way', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/api/applications', async (route) => {
    await released;
    await route.continue();
  });
  await open(page);
  await fillValid(page);
  await submit(page).click();
  const sending = page.getByRole('button', { name: 'Submitting…' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
});

test("an accepted application whose Thank You screen cannot be fetched still says it was received, with the server's message", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|dynamically imported module/);
  await page.route('**/static/ThankYou-*.js', (route) => route.abort('failed'));
  await open(page);
  const pan = freshPan();
  await fillValid(page, pan);
  await submit(page).click();
  await expect(
    page.getByRole('heading', { name: 'Your application has been received' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Application submitted successfully');
  expect(await applicationsFor(pan.toUpperCase())).toHaveLength(1);
});

test('a reload mid-way brings back what was typed, with no PAN or birth date in localStorage', async ({
  page,
}) => {
  await open(page);
  await field(page, 'Loan amount').fill('30000');
  await field(page, 'PAN').fill('abcpe1234f');
  await field(page, 'Date of birth').fill('1994-05-12');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(page, 'State').selectOption({ label: 'Kerala' });
  await page.reload(); // at once: the draft is written when the page goes away, not only after a pause
  await hydrated(page);
  await expect(field(page, 'Loan amount')).toHaveValue('30000');
  await expect(field(page, 'PAN')).toHaveValue('ABCPE1234F');
  await expect(field(page, 'Date of birth')).toHaveValue('1994-05-12');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expect(field(page, 'State')).toHaveValue('12');
  await expect(field(page, 'City')).toBeEnabled();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('the whole form can be filled and sent with the keyboard alone', async ({ page }) => {
  await open(page);
  await field(page, 'Loan amount').focus();
  const k = page.keyboard;
  await k.type('20000');
  await k.press('Tab');
  await k.type('40000');
  await k.press('Tab'); // obligations: optional
  await k.press('Tab');
  await k.type('Ravi');
  await k.press('Tab');
  await k.press('Tab');
  await k.type('Kumar');
  await k.press('Tab');
  await k.type(freshPan());
  await k.press('Tab');
  await expect(field(page, 'Date of birth')).toBeFocused();
  await field(page, 'Date of birth').fill(yearsAgo(35));
  const male = page.getByRole('radio', { name: 'Male', exact: true });
  for (let i = 0; i < 4 && !(await male.evaluate((el) => el === document.activeElement)); i++) {
    await k.press('Tab'); // through the date's day, month and year parts
  }
  await expect(male).toBeFocused();
  await k.press('ArrowRight'); // into the gender group, then to the next choice
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await k.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await k.press('Tab');
  const mobile = freshMobile();
  await k.type(mobile);
  await k.press('Tab'); // Verify mobile number
  const since = await smsCount();
  await k.press('Enter');
  await expect(page.getByLabel('Enter the 6-digit code')).toBeFocused();
  await k.type(await codeSentTo(mobile, since));
  await k.press('Enter');
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await expect(field(page, 'Alternate mobile number (optional)')).toBeFocused();
  await k.press('Tab');
  await k.type('ravi@example.com');
  await k.press('Tab');
  await k.press('Tab');
  await expect(field(page, 'State')).toBeFocused();
  await k.type('Goa');
  await expect(field(page, 'State')).toHaveValue('6');
  await expect(field(page, 'City')).toBeEnabled();
  await k.press('Tab');
  await k.press('ArrowDown');
  await expect(field(page, 'Pincode')).toBeEnabled();
  await k.press('Tab');
  await k.press('ArrowDown');
  await k.press('Tab');
  await expect(terms(page)).toBeFocused();
  await k.press('Space');
  await k.press('Tab'); // the Terms link
  await k.press('Tab'); // the Privacy Policy link
  await k.press('Tab');
  await expect(creditReport(page)).toBeFocused();
  await k.press('Space');
  await k.press('Tab');
  await expect(contactConsent(page)).toBeFocused();
  await k.press('Space');
  await k.press('Tab'); // marketing: optional, left unticked
  await k.press('Tab');
  await expect(submit(page)).toBeFocused();
  await k.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
});

test('at 360 px the form fits the screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await submit(page).boundingBox();
  expect(box!.width).toBeGreaterThan(250);
  await expectNoAxeViolations(page);
});

test('at 390 px the mobile is verified inline, everything typed stays, and the application goes through', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const pan = freshPan();
  const mobile = freshMobile();
  await field(page, 'Loan amount').fill('25000');
  await field(page, 'First name').fill('Ananya');
  await field(page, 'Mobile number').fill(mobile);
  const since = await smsCount();
  await page.getByRole('button', { name: 'Verify mobile number' }).click();
  const box = page.getByLabel('Enter the 6-digit code');
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(box).toHaveAttribute('inputmode', 'numeric');
  await expect(
    page.getByText(`We have sent a 6-digit code to ******${mobile.slice(-4)}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the 6-digit code' })).toBeVisible();
  await box.fill(await codeSentTo(mobile, since));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await expect(field(page, 'Loan amount')).toHaveValue('25000');
  await expect(field(page, 'First name')).toHaveValue('Ananya');
  await field(page, 'Monthly income').fill('45000');
  await field(page, 'PAN').fill(pan);
  await field(page, 'Date of birth').fill(yearsAgo(30));
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'E-mail').fill('ananya@example.com');
  await chooseAddress(page);
  await giveConsents(page);
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scroll').toBe(0);
  await submit(page).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(await applicationsFor(pan.toUpperCase())).toMatchObject([{ mobile }]);
});

test('changing the mobile after verifying needs a new code: the application is refused until then', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 422/);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const pan = freshPan();
  await fillValid(page, pan);
  const other = freshMobile();
  await field(page, 'Mobile number').fill(other);
  await expect(
    page.getByText('You changed the number: verify the new one with a new code.'),
  ).toBeVisible();
  await submit(page).click();
  await expect(message(page, 'mobile')).toHaveText(
    'Verify this mobile number with the code we send to it',
  );
  await expect(field(page, 'Mobile number')).toBeFocused();
  expect(await applicationsFor(pan.toUpperCase())).toEqual([]);

  // The server refuses it too, whatever the page believes.
  await page.evaluate((m) => sessionStorage.setItem('rf.apply-verified-mobile', m), other);
  await page.reload();
  await hydrated(page);
  await giveConsents(page);
  await submit(page).click();
  await expect(message(page, 'mobile')).toHaveText(
    'Verify this mobile number with the code we send to it',
  );
  expect(await applicationsFor(pan.toUpperCase())).toEqual([]);
});

test("the eligibility aside comes from the server's page on a first visit, and from its own chunk when Apply is reached by a link (decision 0069)", async ({
  page,
}) => {
  const asideChunks = requestsTo(page, /\/EligibilityAside-[^/]*\.js$/);
  const aside = page.getByRole('complementary', { name: 'Who is Eligible?' });
  await page.goto('/apply-now');
  await hydrated(page);
  await expect(aside.getByRole('listitem').first()).toContainText('Age between 23 and 55 years');
  await expect(aside.getByRole('heading', { name: 'Need help?' })).toBeVisible();
  // Typing into the form does not need the aside: still no chunk.
  await page.getByLabel('First Name').fill('Asha');
  expect(asideChunks).toEqual([]);

  // From another page by the header's Apply Now: the aside is built by React from its chunk.
  await page.goto('/about-us');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/apply-now$/);
  await expect(aside.getByRole('listitem').first()).toContainText('Age between 23 and 55 years');
  await expect(aside.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
  expect(asideChunks).toHaveLength(1);
});
