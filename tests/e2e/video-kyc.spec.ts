// Video KYC in Chromium with its fake camera (a still picture, tests/e2e/fake-camera.ts) and microphone (see
// playwright.config.ts launch args).
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { uploadOf } from './sandbox.ts';
import { stopClock } from './clock.ts';
import { site } from '../../shared/site.ts';

const PRIYA = '/video-kyc?refstr=MzEwMDAx';

async function open(page: Page, url = PRIYA) {
  // The countdown runs on the page's clock, which the tests hold still and move on by hand.
  await page.clock.install();
  await page.goto(url);
  await hydrated(page);
}

/** Records `seconds` seconds (`start` presses the button that begins it): the counter starts at 0:30. */
async function recordFor(page: Page, seconds: number, start: () => Promise<void>) {
  await stopClock(page, 1000);
  await start();
  await expect(page.getByRole('timer')).toHaveText('0:30');
  await page.waitForTimeout(seconds * 1000); // real time, so the recording has frames in it
  await page.clock.runFor(seconds * 1000);
  await expect(page.getByRole('timer')).toHaveText(`0:${30 - seconds}`);
  await page.clock.resume();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByLabel('Your recording')).toBeVisible();
}

/** Turns the camera on and records about `seconds` seconds, then stops. */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await recordFor(page, seconds, () =>
    page.getByRole('button', { name: 'Start Recording' }).click(),
  );
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
  // Notes what the page hands to XHR (Playwright cannot read a Blob request body).
  await page.addInitScript(() => {
    const w = window as unknown as { sentForms: unknown[] };
    w.sentForms = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        const video = body.get('video');
        const form = {
          fields: [...body.entries()].map(([k, v]) => [k, v instanceof File ? v.name : v]),
          head: [] as number[],
          size: video instanceof Blob ? video.size : 0,
        };
        w.sentForms.push(form);
        if (video instanceof Blob)
          void video
            .slice(0, 64)
            .arrayBuffer()
            .then((b) => form.head.push(...new Uint8Array(b)));
      }
      return send.call(this, body);
    };
  });
  await open(page);
  await record(page, 2);
  await expect(page.getByRole('status').filter({ hasText: 'Recording stopped' })).toBeVisible();
  // Playback: the recording itself (not the stopped camera) loads, with its picture and a known length.
  const playback = page.getByLabel('Your recording');
  await expect(playback).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() =>
      playback.evaluate((v: HTMLVideoElement) => ({
        width: v.videoWidth,
        knownLength: Number.isFinite(v.duration) && v.duration > 0,
      })),
    )
    .toEqual({ width: 640, knownLength: true });
  await expectNoAxeViolations(page);

  // Retake turns the camera on again and records at once, the counter back at the full 30.
  await recordFor(page, 2, () => page.getByRole('button', { name: 'Retake' }).click());

  const submit = page.getByRole('button', { name: 'Submit Video' });
  await submit.dblclick();
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();
  const sent = await page.evaluate(() => (window as unknown as { sentForms: unknown[] }).sentForms);
  // One upload for a double press; refstr first, then a real WebM recording (EBML magic, DocType webm).
  expect(sent).toHaveLength(1);
  const [form] = sent as Array<{ fields: [string, string][]; head: number[]; size: number }>;
  expect(form!.fields).toEqual([
    ['refstr', 'MzEwMDAx'],
    ['video', 'video-kyc.webm'],
  ]);
  const head = Buffer.from(form!.head);
  expect(head.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expect(head.includes('webm')).toBe(true);

  // And the lending API (the sandbox) received that recording whole, as a valid WebM, for this borrower.
  expect(await uploadOf('MzEwMDAx', form!.size)).toEqual({
    refstr: 'MzEwMDAx',
    bytes: form!.size,
    validWebm: true,
    contentType: 'video/webm',
  });
});

test('the recording stops by itself when the countdown reaches 0', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  // One (fake) camera: nothing to switch to.
  await expect(page.getByRole('button', { name: /Switch to/ })).toHaveCount(0);
  await stopClock(page, 1000);
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveText('0:30');
  await page.waitForTimeout(1000); // real time, so the recording has frames in it
  await page.clock.runFor(29_000);
  await expect(page.getByRole('timer')).toHaveText('0:01');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await page.clock.runFor(1_000);
  await page.clock.resume();
  // Nobody pressed Stop.
  await expect(page.getByLabel('Your recording')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Video' })).toBeEnabled();
});

test('the recorder asks for about 1 Mbps of WebM video, vp8 and opus', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { recorderOptions: unknown[] };
    w.recorderOptions = [];
    const Original = window.MediaRecorder;
    window.MediaRecorder = class extends Original {
      constructor(stream: MediaStream, options?: MediaRecorderOptions) {
        super(stream, options);
        w.recorderOptions.push(options);
      }
    };
  });
  await open(page);
  await record(page, 1);
  const options = await page.evaluate(
    () => (window as unknown as { recorderOptions: unknown[] }).recorderOptions,
  );
  expect(options).toEqual([
    {
      mimeType: 'video/webm;codecs=vp8,opus',
      videoBitsPerSecond: 1_000_000,
      audioBitsPerSecond: 64_000,
    },
  ]);
});

test('with a front and a rear camera, a control switches to the rear one', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { facingModes: unknown[] };
    w.facingModes = [];
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      const video = constraints?.video;
      w.facingModes.push(typeof video === 'object' ? video.facingMode : undefined);
      return getUserMedia(constraints);
    };
    const camera = (deviceId: string, label: string) =>
      ({
        deviceId,
        groupId: deviceId,
        kind: 'videoinput',
        label,
        toJSON: () => ({}),
      }) as MediaDeviceInfo;
    devices.enumerateDevices = () =>
      Promise.resolve([camera('front', 'Front camera'), camera('rear', 'Back camera')]);
  });
  const facingModes = () =>
    page.evaluate(() => (window as unknown as { facingModes: unknown[] }).facingModes);
  await open(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  expect(await facingModes()).toEqual(['user']);

  await page.getByRole('button', { name: 'Switch to rear camera' }).click();
  await expect(page.getByRole('button', { name: 'Switch to front camera' })).toBeVisible();
  expect(await facingModes()).toEqual(['user', 'environment']);
  await expect(page.getByLabel('Camera preview')).toBeVisible();

  await page.getByRole('button', { name: 'Switch to front camera' }).click();
  await expect(page.getByRole('button', { name: 'Switch to rear camera' })).toBeVisible();
  expect(await facingModes()).toEqual(['user', 'environment', 'user']);
});

test('on a page that is not secure (plain http) the camera is not offered and the reason is given', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'isSecureContext', { get: () => false });
  });
  await open(page);
  await expect(page.getByText('This page needs a secure connection.')).toBeVisible();
  await expect(
    page.getByText(/Browsers allow the camera only on secure \(https\) pages/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on camera' })).toHaveCount(0);
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
    uploadThroughput: 8 * 1024,
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
  await expect
    .poll(() => tracks.evaluate((list) => list.map((t) => t.readyState)))
    .toEqual(['ended', 'ended']);
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

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test('/video-kyc says recording needs script, with our phone and hours, and no "Loading" for ever', async ({
    page,
  }) => {
    await page.goto('/video-kyc?refstr=MzEwMDAx');
    const notice = page.locator('.code-step-no-script');
    await expect(notice).toContainText('Recording your video KYC needs JavaScript');
    await expect(notice).toContainText(site.phone);
    await expect(page.locator('.kyc-greeting[aria-busy]')).toBeHidden();
  });
});
