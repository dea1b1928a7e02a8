// First-load JavaScript per route (issue 22), read from the production build's manifest: the entry, the page's
// chunk and what it loads before render, with their static imports, gzip level 9 as served. Sizes are fixed for a
// build, so this can fail without timing anything; tests/bench/js-budget.mjs measures the same in Chromium.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadByRoute, firstLoadFiles } from '../bench/first-load.mjs';
import * as messagesEn from '../../shared/messages.ts';
import * as messagesHi from '../../shared/messages.hi.ts';
import { layoutStrings as layoutEn } from '../../client/layout/strings.ts';
import { layoutStrings as layoutHi } from '../../client/layout/strings.hi.ts';
import * as fieldsEn from '../../shared/field-messages.ts';
import * as fieldsHi from '../../shared/field-messages.hi.ts';

const loads = await firstLoadByRoute();

/**
 * Routes still over budget and the ceiling each may not grow past (decisions 0045, 0057, 0058, 0059), with the
 * size when recorded. Every page pays React, react-dom and react-router (the fixed stack, about 77 kB gzip); no page
 * loads the zod schemas before the load event, and the route table's titles and descriptions are the server's
 * (client/route-meta.ts). Each ceiling is the route's size when recorded plus about 1.5 kB, room for a small change
 * to copy or markup but not for a new library, and never above 100,000 B for a route that is under it (/, whose
 * budget is 90,000 B). The list only shrinks: a route that comes under budget fails here until it is taken off, so
 * the budget then holds for it too.
 */
const overBudget: Readonly<Record<string, number>> = {
  '/': 96_200, // 94,651 B
  '/apply-now': 104_000, // 102,461 B
  '/hi/contact-us': 102_000, // 100,142 B
  '/hi/grievance-redressal': 103_000, // 101,382 B
  '/hi/career': 103_500, // 101,687 B
  '/hi/repay-loan': 103_000, // 101,496 B
  '/hi/apply-now': 107_500, // 105,641 B
  '/hi/video-kyc': 102_000, // 100,358 B
};

t.test(
  'every route of the route table is measured, with the 404 page, in both languages',
  async (t) => {
    t.ok(loads.length > 40, `${loads.length} routes`);
    for (const path of ['/', '/no-such-page', '/hi', '/hi/apply-now', '/hi/no-such-page'])
      t.ok(
        loads.some((l) => l.path === path),
        path,
      );
  },
);

/** A catalogue's sentences that differ between the languages, as a bundle spells them (no quotes to escape). */
function sentences(en: object, hi: object): { en: string[]; hi: string[] } {
  const pairs = Object.entries(en).flatMap(([k, v]) =>
    typeof v === 'string' ? [[v, (hi as Record<string, unknown>)[k]] as const] : [],
  );
  const usable = (s: unknown): s is string =>
    typeof s === 'string' && s.length >= 10 && !/["'`\\]/.test(s);
  return {
    en: pairs.filter(([e, h]) => e !== h).flatMap(([e]) => (usable(e) ? [e] : [])),
    hi: pairs.filter(([e, h]) => e !== h).flatMap(([, h]) => (usable(h) ? [h] : [])),
  };
}

t.test("a page loads only its own language's catalogue", async (t) => {
  const catalogues = [
    sentences(messagesEn.messages, messagesHi.messages),
    sentences(fieldsEn.fieldMessages, fieldsHi.fieldMessages),
    sentences(layoutEn, layoutHi),
  ];
  const en = catalogues.flatMap((c) => c.en);
  const hi = catalogues.flatMap((c) => c.hi);
  t.ok(en.length > 20 && hi.length > 20, `${en.length} English and ${hi.length} Hindi sentences`);
  const text = (file: string) => readFileSync(join('dist/client', file), 'utf8');
  for (const path of ['/', '/apply-now', '/contact-us', '/hi', '/hi/apply-now', '/hi/contact-us']) {
    const load = loads.find((l) => l.path === path)!;
    const scripts = load.files.map((f) => text(f.file)).join('\n');
    const [own, other] = path.startsWith('/hi') ? [hi, en] : [en, hi];
    t.same(
      other.filter((s) => scripts.includes(s)),
      [],
      `${path}: none of the other language's`,
    );
    t.ok(own.filter((s) => scripts.includes(s)).length > 10, `${path}: its own are there`);
  }
});

for (const load of loads) {
  t.test(`${load.path}: ${load.total} B gzip of JavaScript before the load event`, async (t) => {
    const ceiling = overBudget[load.path];
    if (ceiling === undefined) {
      t.ok(load.total <= load.budget, `${load.total} B <= ${load.budget} B`);
    } else {
      t.ok(load.total <= ceiling, `${load.total} B <= ${ceiling} B, its recorded ceiling`);
      t.ok(load.total > load.budget, `still over ${load.budget} B: take it off the list`);
    }
  });
}

/** The chunk zod is bundled in (client/zod-browser.ts), in each language's build. */
const zodChunks = ['manifest.json', 'manifest.hi.json'].map((name) => {
  const manifest = JSON.parse(readFileSync(join('dist/client/.vite', name), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  const chunk = Object.values(manifest).find((c) => c.name === 'zod-browser');
  if (!chunk) throw new Error(`${name}: no chunk holds client/zod-browser.ts`);
  return chunk.file;
});

t.test("the schema library is in no page's first load", async (t) => {
  for (const path of [
    '/',
    '/about-us',
    '/faqs',
    '/blog',
    '/blog/1',
    '/no-such-page',
    // Forms whose schemas load when the form is first used (decisions 0045, 0057), or when the page finds data of
    // the server's to read (a verified payment, a form's no-script result).
    '/repay-loan',
    '/video-kyc',
    '/getpanverify',
    '/grievance-redressal',
    '/privacy-requests',
    '/contact-us',
    '/career',
    '/apply-now',
    '/order-confirmation',
    '/hi',
    '/hi/contact-us',
    '/hi/career',
    '/hi/apply-now',
    '/hi/order-confirmation',
  ]) {
    const load = loads.find((l) => l.path === path);
    t.ok(load, path);
    t.same(
      load?.files.filter((f) => zodChunks.includes(f.file)).map((f) => f.file),
      [],
      `${path} does not load the zod chunk`,
    );
  }
});

t.test('a page that names a module the build does not have fails the measurement', async (t) => {
  t.throws(() => firstLoadFiles({}, ['client/pages/none/NonePage.tsx']), /no chunk/);
});
