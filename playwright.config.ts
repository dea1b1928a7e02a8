// End-to-end tests in Debian's Chromium against the production build on the embedded sandbox.
import { existsSync } from 'node:fs';
import { nodeFlags } from './scripts/node-flags.mjs';
import { defineConfig } from '@playwright/test';
import { e2ePort as port, sandboxControlPort } from './tests/e2e/ports.ts';
import { fakeCameraFile } from './tests/e2e/fake-camera.ts';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three workers on two cores: much of each test is waiting on the browser and the server (0115).
  workers: 3,
  // One retry, so a test that fails once and then passes is reported as flaky (npm test names it) rather than failed.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Workers take tests in project order, then file order: the page-layout sweep (four tests of 15 or 16 pages
  // at two widths, the longest of the run) starts first instead of 700 s in, where it made the run's tail (0116).
  projects: [
    { name: 'layout', testMatch: 'responsive.spec.ts' },
    { name: 'e2e', testIgnore: 'responsive.spec.ts' },
  ],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      // Debian's headless shell (Chromium's old headless mode, without the full browser's UI layers): the same
      // Blink and V8 as /usr/bin/chromium for about a fifth less CPU a test (0129); npm test installs it.
      executablePath:
        process.env.CHROMIUM_PATH ??
        (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        // A still picture at 5 frames a second rather than Chromium's moving one at 20 (tests/e2e/fake-camera.ts).
        `--use-file-for-fake-video-capture=${fakeCameraFile()}`,
        // No outside host resolves, so a third-party frame (the contact page's OpenStreetMap embed) fails at once
        // instead of holding the page's load event while the sandbox's missing network times out.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
    trace: 'off',
  },
  webServer: {
    // Production's V8 flags (decision 0141). A new embedded database each run (issue 42): the payment ledger's
    // 72-hour guard must not carry over a sample loan paid by the previous run. Creating it takes some seconds.
    command: `rm -rf test-results/data/database && node ${nodeFlags.join(' ')} dist/node/server/main.js`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 150_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: 'test-results/data',
      // Test-only: the sandbox's records and faults over HTTP on loopback (tests/e2e/sandbox.ts).
      SANDBOX_CONTROL_PORT: String(sandboxControlPort),
      // End-to-end runs make many requests from one address; the limits themselves are tested in tests/api.
      RATE_LIMIT_DEFAULT: '100000',
      RATE_LIMIT_APPLICATIONS: '1000',
      RATE_LIMIT_LOOKUP: '1000',
      RATE_LIMIT_OTP_SEND: '1000',
      RATE_LIMIT_OTP_VERIFY: '1000',
      RATE_LIMIT_APPLICATIONS_PER_MOBILE: '1000',
      RATE_LIMIT_PAN: '1000',
      RATE_LIMIT_VIDEO: '1000',
      RATE_LIMIT_LEAD: '1000',
      RATE_LIMIT_UNKNOWN_LEADS: '1000',
      RATE_LIMIT_FORMS: '1000',
    },
  },
});
