import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoAxeViolationsOnPhone } from './forms.ts';

function pdf(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  body.write('%PDF-1.7\n', 0, 'latin1');
  return body;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/career');
  await hydrated(page);
});

async function fillApplication(page: import('@playwright/test').Page) {
  const form = page.locator('form.careers-form');
  await form.getByLabel('Full name').fill('Rohit Kumar');
  await form.getByLabel('Email address').fill('rohit.kumar@example.in');
  await form.getByLabel('Phone number').fill('9811122233');
  await form.getByLabel('Applying for').selectOption('Software Engineer');
  await form.getByLabel('Notice period').selectOption('30 days');
  await form
    .getByLabel('Why do you want to join us?')
    .fill('I want to build lending software that is fair and fast.');
  return form;
}

test('an application is sent with its resume, showing the upload progress, then thanked', async ({
  page,
}) => {
  await expect(page.getByRole('heading', { name: 'Why Work With Us' })).toBeVisible();
  const form = await fillApplication(page);
  await form.getByLabel('Resume').setInputFiles({
    name: 'rohit-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(3 * 1024 * 1024),
  });
  await expect(form.locator('.resume-chosen')).toContainText('rohit-cv.pdf');
  await expect(form.locator('.resume-chosen')).toContainText('3.0 MB');

  // Slow the upload down so its progress can be watched: about 6 s for 3 MB.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });

  await form.getByRole('button', { name: 'Submit Application' }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading your application' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
  await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(20);
  await expect(form.getByLabel('Full name')).toBeDisabled();

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('status')).toContainText('We have received your application');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: 'Submit another application' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('a resume of the wrong kind is refused before sending, and by its bytes after', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 415/);
  const form = await fillApplication(page);
  const resume = form.getByLabel('Resume');
  await resume.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(resume).toHaveAccessibleDescription(/Upload the resume as a PDF, DOC or DOCX file/);

  // Named .pdf but a PNG inside: only the server can tell.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2048),
  ]);
  await resume.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(resume).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Upload the resume as a PDF, DOC or DOCX file');
  await expect(form.getByLabel('Full name')).toHaveValue('Rohit Kumar');
  await expect(form.locator('.resume-chosen')).toContainText('photo.pdf');
});

/** Fills the form and picks a resume, as an applicant does before pressing Submit. */
async function fillWithResume(page: import('@playwright/test').Page) {
  const form = await fillApplication(page);
  await form.getByLabel('Resume').setInputFiles({
    name: 'rohit-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(64 * 1024),
  });
  return form;
}

/** Everything the applicant typed and chose is still there. */
async function expectApplicationKept(form: import('@playwright/test').Locator) {
  await expect(form.getByLabel('Full name')).toHaveValue('Rohit Kumar');
  await expect(form.getByLabel('Email address')).toHaveValue('rohit.kumar@example.in');
  await expect(form.getByLabel('Phone number')).toHaveValue('9811122233');
  await expect(form.getByLabel('Applying for')).toHaveValue('Software Engineer');
  await expect(form.getByLabel('Notice period')).toHaveValue('30 days');
  await expect(form.getByLabel('Why do you want to join us?')).toHaveValue(
    'I want to build lending software that is fair and fast.',
  );
  await expect(form.locator('.resume-chosen')).toContainText('rohit-cv.pdf');
  await expect(form.locator('.resume-chosen')).toContainText('64 KB');
  await expect(form.getByLabel('Full name')).toBeEnabled();
}

test('when the connection fails, an alert says so and the application is kept to send again', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  await page.route('**/api/careers', (route) => route.abort('failed'));
  const form = await fillWithResume(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  await expectApplicationKept(form);

  // The connection is back: the same form, untouched, goes through, file and all.
  await page.unroute('**/api/careers');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
});

test('when the server answers 502, an alert says so and the application is kept', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 502/);
  let posted = 0;
  await page.route('**/api/careers', (route) => {
    posted++;
    return route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    });
  });
  const form = await fillWithResume(page);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  expect(posted).toBe(1);
  await expectApplicationKept(form);
  await expect(page.getByRole('heading', { name: 'Application received' })).toHaveCount(0);
});

test('a resume over 5 MB is refused in the form', async ({ page }) => {
  const form = page.locator('form.careers-form');
  const resume = form.getByLabel('Resume');
  await resume.setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(5 * 1024 * 1024 + 1),
  });
  await expect(form.locator('.resume-chosen')).toContainText('5.0 MB');
  await expect(resume).toHaveAccessibleDescription(/The resume must be 5 MB or smaller/);
  await form.getByRole('button', { name: /Remove/ }).click();
  await expect(form.locator('.resume-chosen')).toHaveCount(0);
  await expect(resume).toBeFocused();
});

test.describe('with axe-core', () => {
  test.use({ bypassCSP: true }); // axe-core is injected as an inline script, which our CSP rightly refuses

  test('every field is required and each says so', async ({ page }) => {
    const form = page.locator('form.careers-form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.locator('.field-error')).toHaveText(Array(7).fill('Required'));
    await expect(form.getByLabel('Full name')).toBeFocused();
    await expect(form.getByLabel('Resume')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('the page has no accessibility violations on a phone', async ({ page }) => {
    await expectNoAxeViolationsOnPhone(page);
  });
});
