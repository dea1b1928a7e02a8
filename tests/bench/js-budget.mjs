// First-visit JavaScript per route, measured from outside in Chromium (issues 22, 47): the bytes of every script
// body a first visit fetches until the network is idle, with no input from the visitor, on a fresh profile
// (nothing cached), gzip (the browser is told it takes gzip only, the unit of the budget), against each route's
// budget; beside it the set the build's manifest names for the first load (tests/bench/first-load.mjs), which
// misses what a page fetches after hydration. A benchmark: it prints. The pass/fail check is
// tests/e2e/js-budget.spec.ts, which reads the same from the browser's resource timings.
//   node tests/bench/js-budget.mjs [--details] [/path ...]
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from './server.mjs';
import { firstLoadByRoute } from './first-load.mjs';

/** Bytes on the wire (headers excluded) of the scripts one page load fetched until the network was idle. */
async function measure(browser, url) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    // At this point encodedDataLength is the response head received so far: taken off the total below.
    if (e.type === 'Script')
      scripts.set(e.requestId, { url: e.response.url, head: e.response.encodedDataLength });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength - s.head;
  });
  // Network idle: no request for 500 ms. The boot script asks for the entry after the first paint and the page
  // then loads what hydration and its effects ask for, all of which this counts.
  await page.goto(url, { waitUntil: 'networkidle' });
  const rows = [];
  for (const s of scripts.values()) {
    if (s.bytes !== undefined) rows.push({ url: new URL(s.url).pathname, bytes: s.bytes });
  }
  await context.close();
  return rows;
}

export async function jsBudgetBench({ paths, details = false, log = console.log } = {}) {
  const fromManifest = new Map((await firstLoadByRoute()).map((r) => [r.path, r]));
  // One blog post stands for the rest (in each language): the same chunks.
  const all = [...fromManifest.keys()].filter((p) => !/^(\/hi)?\/blog\/(?!1$)/.test(p));
  const list = paths?.length ? paths : all;
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = [];
  try {
    log(
      'First-visit JavaScript per route (gzip bytes received until the network is idle, Chromium):',
    );
    for (const path of list) {
      const rows = await measure(browser, `${server.origin}${path}`);
      const total = rows.reduce((n, r) => n + r.bytes, 0);
      const manifest = fromManifest.get(path);
      const budget = manifest?.budget ?? 100_000;
      results.push({ path, total, budget, files: rows });
      if (details) for (const r of rows) log(`      ${r.url} ${r.bytes}`);
      log(
        `  ${path.padEnd(28)} ${String(total).padStart(7)} B  budget ${budget}  ${total <= budget ? 'ok  ' : 'OVER'}  (${rows.length} scripts; manifest ${manifest?.total ?? '?'} B)`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const over = results.filter((r) => r.total > r.budget);
  log(over.length ? `${over.length} route(s) over budget` : 'every route within its budget');
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  await jsBudgetBench({
    paths: args.filter((a) => a.startsWith('/')),
    details: args.includes('--details'),
  });
}
