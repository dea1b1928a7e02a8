// Issue 18 and issue 19 item 8 at 390 px: the four consents of Apply Now, a complaint filed and followed, a privacy
// request filed, and the contact and careers forms working without script.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { applicationsFor, codeSentTo, smsCount } from './sandbox.ts';

test.use({ viewport: { width: 390, height: 844 } });

const letters = 'ABCDEFGHJKLMNQRSTUVWXYZ';
const pick = () => letters[Math.floor(Math.random() * letters.length)];
const freshPan = () =>
  `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${pick()}`;
const thirtyYearsAgo = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 30);
  return d.toISOString().slice(0, 10);
};
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test('Apply Now asks four separate consents; the three required ones each say so; all four are recorded', async ({
  page,
}) => {
  await open(page, '/apply-now');
  await expect(field(page, 'State').locator('option')).not.toHaveCount(1);
  const consents = page.getByRole('group', { name: 'Your consents' });
  const boxes = consents.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expectNoAxeViolations(page);

  const pan = freshPan();
  await field(page, 'Loan amount').fill('25000');
  await field(page, 'Monthly income').fill('45000');
  await field(page, 'First name').fill('Ananya');
  await field(page, 'PAN').fill(pan);
  await field(page, 'Date of birth').fill(thirtyYearsAgo());
  await page.getByRole('radio', { name: 'Female' }).check();
  // The mobile is verified with its code first (issue 16); a fresh number has its own code limits.
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await field(page, 'Mobile number').fill(mobile);
  const since = await smsCount();
  await page.getByRole('button', { name: 'Verify mobile number' }).click();
  await page.getByLabel('Enter the 6-digit code').fill(await codeSentTo(mobile, since));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByText('Mobile number verified')).toBeVisible();
  await field(page, 'E-mail').fill('ananya@example.com');
  await field(page, 'State').selectOption({ label: 'Uttar Pradesh' });
  await expect(
    field(page, 'City').getByRole('option', { name: 'Noida', exact: true }),
  ).toBeAttached();
  await field(page, 'City').selectOption({ label: 'Noida' });
  await expect(field(page, 'Pincode')).toBeEnabled();
  await field(page, 'Pincode').selectOption({ index: 1 });

  // Only the Terms ticked: the other two required consents each get their message, and focus.
  await consents.getByRole('checkbox', { name: /accept the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  const credit = consents.getByRole('checkbox', { name: /fetch my credit report/ });
  await expect(credit).toBeFocused();
  await expect(credit).toHaveAccessibleDescription(/credit report to assess this application/);
  await expect(
    consents.getByRole('checkbox', { name: /contact me about this application/ }),
  ).toHaveAccessibleDescription(/or the application cannot proceed/);
  await expect(page.locator('#apply-consentMarketing-error')).toHaveText('');
  await expectNoAxeViolations(page);

  await credit.check();
  await consents.getByRole('checkbox', { name: /contact me about this application/ }).check();
  await consents.getByRole('checkbox', { name: /Send me offers/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  expect(await applicationsFor(pan)).toMatchObject([{ pan, term_and_condition: 'YES' }]);
  // The record of the four consents, with the policy versions and the time, is in the database the server holds
  // open; tests/api/consents.test.ts reads it there (issue 42).
});

test('a complaint gets a reference on screen, and the grievance page finds it by reference and mobile', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await open(page, '/contact-us');
  const form = page.locator('form.contact-form');
  await form.getByLabel('Name').fill('Anita Rao');
  await form.getByLabel('Phone number').fill('9876501234');
  await form.getByLabel('Email address').fill('anita.rao@example.in');
  await form.getByLabel('What is it about?').selectOption('Complaint');
  await form.getByLabel('Subject').fill('Charged twice');
  await form.getByLabel('Message').fill('My repayment was taken twice this month.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Submit Now' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText(
    /registered your complaint with reference number GRV-\d{4}-\d{6}/,
  );
  const reference = (await status.locator('.contact-reference strong').textContent())!;
  expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);
  await expectNoAxeViolations(page);

  await open(page, '/grievance-redressal');
  const lookup = page.getByRole('region', { name: 'Follow your complaint' });
  await lookup.getByLabel('Reference number').fill(reference);
  await lookup.getByLabel('Mobile number').fill('9876501299');
  await lookup.getByRole('button', { name: 'Check status' }).click();
  await expect(lookup.getByRole('alert')).toHaveText(
    /found no complaint with that reference number and mobile number/,
  );

  await lookup.getByLabel('Mobile number').fill('9876501234');
  await lookup.getByRole('button', { name: 'Check status' }).click();
  const result = lookup.locator('.complaint-status');
  await expect(result).toContainText(`${reference}: Received`);
  await expect(result).toContainText('Our reply is due by');
  await expect(result).toContainText('You may go to the RBI from');
  await expect(result.getByRole('link', { name: /cms\.rbi\.org\.in/ })).toHaveAttribute(
    'href',
    'https://cms.rbi.org.in',
  );
  await expectNoAxeViolations(page);
});

test('a privacy request is filed from the page the footer and the privacy notice link to', async ({
  page,
}) => {
  await open(page, '/privacy-policy');
  await expect(
    page.locator('.policy-article').getByRole('link', { name: 'Privacy Requests' }).first(),
  ).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy Requests', exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy-requests$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Requests');
  await hydrated(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('What would you like to do?')).toBeFocused();

  await page.getByLabel('What would you like to do?').selectOption('withdraw-consent');
  // A number of this run only, so no earlier code for it (or a retry of this test) is still live.
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await page.getByLabel('Mobile number registered with us').fill(mobile);
  await page.getByLabel('Details').fill('Please stop sending me offers.');
  // The mobile is proved with a one-time code before anything is sent (issue 40); the PAN is optional.
  const since = await smsCount();
  await page.getByRole('button', { name: 'Send request' }).click();
  const codeBox = page.getByLabel('Enter the 6-digit code');
  await expect(codeBox).toBeVisible();
  await codeBox.fill(await codeSentTo(mobile, since));
  await page.getByRole('button', { name: 'Verify code' }).click();
  const done = page.getByRole('status');
  await expect(done).toContainText(/reference number PRQ-\d{4}-\d{6}/);
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the server and the page confirms a complaint with its reference', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill('Vijay Kumar');
    await form.getByLabel('Phone number').fill('9876502345');
    await form.getByLabel('Email address').fill('vijay@example.in');
    await form.getByLabel('What is it about?').selectOption('Complaint');
    await form.getByLabel('Subject').fill('No reply to my e-mail');
    await form.getByLabel('Message').fill('I wrote last week and heard nothing.');
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await form.getByRole('button', { name: 'Submit Now' }).click();
    const request = await posted;
    expect(request.url()).toMatch(/\/contact-us$/);
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    await expect(page.getByRole('status')).toContainText(/reference number GRV-\d{4}-\d{6}/);
    expect(page.url()).toMatch(/\/contact-us$/); // nothing typed is in the URL
  });

  test('the contact form comes back with what was typed and a message per field', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 422/); // the page answering the post is a 422
    await page.goto('/contact-us');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill('Vijay Kumar');
    await form.getByLabel('Phone number').fill('12345');
    await form.getByRole('button', { name: 'Submit Now' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Vijay Kumar');
    await expect(page.locator('#contact-phone-error')).toHaveText(
      'Enter valid 10-digit mobile number',
    );
    await expect(page.locator('#contact-email-error')).toHaveText('Required');
    expect(page.url()).not.toContain('Vijay');
  });

  test('the careers form posts its resume and the page confirms it', async ({ page }) => {
    await page.goto('/career');
    const form = page.locator('form.careers-form');
    await form.getByLabel('Full name').fill('Priya Sharma');
    await form.getByLabel('Email address').fill('priya.sharma@example.in');
    await form.getByLabel('Phone number').fill('9876543210');
    await form.getByLabel('Applying for').selectOption('Credit Analyst');
    await form.getByLabel('Notice period').selectOption('30 days');
    await form.getByLabel(/Why do you want/).fill('I like fair lending.');
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(2048, 0x20),
      Buffer.from('\n%%EOF\n'),
    ]);
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status')).toContainText('We have received your application');
    expect(page.url()).toMatch(/\/career$/);
  });
});
