// Video KYC in Chromium with its fake camera and microphone (see playwright.config.ts launch args).
import type { Page } from '@playwright/test';
import { test, expect, isHydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

const PRIYA = '/video-kyc?refstr=MzEwMDAx';

async function open(page: Page, url = PRIYA) {
  await page.goto(url);
  await expect.poll(() => isHydrated(page)).toBe(true);
}

/** Turns the camera on and records about `seconds` seconds, then stops. */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveText('0:30');
  await expect(page.getByRole('timer')).toHaveText(`0:${30 - seconds}`, {
    timeout: (seconds + 3) * 1000,
  });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByLabel('Your recording')).toBeVisible();
}

test('the link greets the borrower with the loan the video confirms', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { name: 'Hello, Priya Sharma' })).toBeVisible();
  const facts = page.locator('.kyc-facts');
  await expect(facts).toContainText('Recommended loan₹15,000');
  await expect(facts).toContainText('Repayment date14/11/2026');
  await expect(facts).toContainText('Repayment amount₹17,250');
  await expectNoAxeViolations(page);
});

test('a recording is made, reviewed, retaken with the full 30 seconds, and submitted', async ({
  page,
}) => {
  await open(page);
  await record(page, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Recording stopped' })).toBeVisible();
  // Playback: the recording loads as a playable video.
  const playback = page.getByLabel('Your recording');
  await expect(playback).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => playback.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Retake turns the camera on again and records at once, the counter back at 30.
  await page.getByRole('button', { name: 'Retake' }).click();
  await expect(page.getByRole('timer')).toHaveText('0:30');
  await expect(page.getByRole('timer')).toHaveText('0:28', { timeout: 5000 });
  await page.getByRole('button', { name: 'Stop' }).click();

  const uploads: Buffer[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/kyc/video'))
      uploads.push(request.postDataBuffer() ?? Buffer.alloc(0));
  });
  const submit = page.getByRole('button', { name: 'Submit Video' });
  await submit.dblclick();
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();
  expect(uploads).toHaveLength(1);

  // refstr first, then a real WebM recording (EBML magic and DocType webm in its header).
  const body = uploads[0]!;
  const refstrAt = body.indexOf('name="refstr"');
  const videoAt = body.indexOf('name="video"');
  expect(refstrAt).toBeGreaterThan(-1);
  expect(videoAt).toBeGreaterThan(refstrAt);
  const fileAt = body.indexOf('\r\n\r\n', videoAt) + 4;
  expect(body.subarray(fileAt, fileAt + 4).toString('hex')).toBe('1a45dfa3');
  expect(body.subarray(fileAt, fileAt + 64).includes('webm')).toBe(true);
});

test('the upload shows its progress in percent', async ({ page }) => {
  await open(page);
  await record(page, 3);
  // A slow connection, so the progress is there to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(page.getByLabel(/Uploading your video… \d+%/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retake' })).toBeDisabled();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
});

test("a refused upload says 'Upload failed. Please try again.' and can be sent again", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 502/);
  await open(page);
  await record(page, 1);
  await page.route('**/api/kyc/video', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/problem+json',
      body: JSON.stringify({ status: 502, detail: 'Upload failed. Please try again.' }),
    }),
  );
  await page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(page.getByRole('alert')).toHaveText('Upload failed. Please try again.');
  await expect(page.getByRole('button', { name: 'Submit Video' })).toBeEnabled();
});

test("a dropped connection says 'Something went wrong while uploading.'", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_FAILED|net::/);
  await open(page);
  await record(page, 1);
  await page.route('**/api/kyc/video', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Submit Video' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong while uploading.');
});

test('a refused camera asks for access', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await open(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByRole('alert')).toContainText('Please allow camera and microphone access.');
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toBeEnabled();
});

test("a camera that gives no stream says 'Camera not ready.'", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
  });
  await open(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByRole('alert')).toHaveText('Camera not ready.');
});

test('a browser that cannot record WebM is told so instead of recording', async ({ page }) => {
  await page.addInitScript(() => {
    MediaRecorder.isTypeSupported = () => false;
  });
  await open(page);
  await expect(page.getByText('This browser cannot record the video format we need')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toHaveCount(0);
});

test('leaving the page turns the camera off', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  const tracks = await page.evaluateHandle(() => {
    const video = document.querySelector('video') as HTMLVideoElement;
    return (video.srcObject as MediaStream).getTracks();
  });
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await tracks.evaluate((list) => list.map((t) => t.readyState))).toEqual([
    'ended',
    'ended',
  ]);
});

test('an invalid or unknown link gets a clear page', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 40[04]/);
  await open(page, '/video-kyc?refstr=not-a-link!');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('Invalid link. Please use the link sent to you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await open(page, '/video-kyc');
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();

  await open(page, '/video-kyc?refstr=OTk5OTk5');
  await expect(
    page.getByRole('heading', { name: 'This link does not match an application' }),
  ).toBeVisible();
});
