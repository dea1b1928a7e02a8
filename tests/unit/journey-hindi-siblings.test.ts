// Issue 21: every text module a borrower-journey page imports has a Hindi sibling with the same exports, and the
// sibling's words are Hindi: each English leaf that is words comes back with Devanagari in it (functions are
// called to compare what they write), except proper nouns, codes and what the Hindi catalogue (shared/messages.hi.ts and
// its sibling modules, server/http/language/catalogue.ts) swaps.
import t from 'tap';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { en } from '../../server/http/language/catalogue.ts';
import { hiSibling, journeyTextModules, root } from '../helpers/journey-strings.ts';

/** Keys whose values are paths, links, icons, numbering or the office's postal address lines, never words. */
const nonTextKeys = new Set([
  'icon',
  'image',
  'imageSmall',
  'to',
  'href',
  'src',
  'link',
  'number',
  'lines',
]);
/** Latin-script words a Hindi page prints as they are (brands, codes, abbreviations lenders print in Latin). */
const latinAllowed = new Set(['WhatsApp', 'PAN', 'KYC', 'IFSC', 'UPI ID', 'REC']);
const englishMessages = new Set<string>(
  [en.messages, en.otpMessages, en.pageMessages, en.kycMessages, en.applyMessages].flatMap(
    (group) => Object.values(group).filter((v) => typeof v === 'string'),
  ),
);

const devanagari = /[\u0900-\u097F]/;
/** A leaf that is English words (three letters in a row), not a figure, code or e-mail address. */
const isWords = (s: string) => /[a-z]{3,}/.test(s.replace(/\S+@\S+|https?:\S+/g, ''));

type Problem = string;

function compare(en: unknown, hi: unknown, path: string, problems: Problem[]): void {
  if (typeof en === 'function') {
    if (typeof hi !== 'function') return void problems.push(`${path}: not a function`);
    const args = Array.from({ length: en.length }, () => 7);
    return compare(
      en(...args),
      (hi as (...a: unknown[]) => unknown)(...args),
      `${path}()`,
      problems,
    );
  }
  if (typeof en === 'string') {
    if (typeof hi !== 'string') return void problems.push(`${path}: not a string`);
    const key = path
      .split('.')
      .at(-1)!
      .replace(/\[\d+\]$/, '');
    if (nonTextKeys.has(key) || !isWords(en) || englishMessages.has(en)) return;
    // A sentence fragment may be empty in Hindi, whose word order puts its words in the next fragment.
    if (!devanagari.test(hi) && !latinAllowed.has(hi) && hi !== '')
      problems.push(`${path}: no Hindi in ${JSON.stringify(hi)}`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi) || hi.length !== en.length)
      return void problems.push(`${path}: ${en.length} items in English`);
    en.forEach((v, i) => compare(v, hi[i], `${path}[${i}]`, problems));
    return;
  }
  if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object') return void problems.push(`${path}: not an object`);
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    if (enKeys.join() !== hiKeys.join())
      problems.push(`${path}: keys ${hiKeys.join()} differ from ${enKeys.join()}`);
    for (const k of enKeys)
      compare(
        (en as Record<string, unknown>)[k],
        (hi as Record<string, unknown>)[k],
        `${path}.${k}`,
        problems,
      );
    return;
  }
  if (en !== hi) problems.push(`${path}: ${String(hi)} is not ${String(en)}`);
}

const modules = journeyTextModules();

t.test('the journey pages reach the text modules the test expects', async (t) => {
  for (const expected of [
    'client/pages/apply/strings.ts',
    'client/content/home.ts',
    'client/content/repay.ts',
    'client/components/strings.ts',
    'shared/schemas/consent-copy.ts',
    'client/content/grievance-desk.ts',
  ])
    t.ok(modules.includes(expected), expected);
});

for (const file of modules) {
  t.test(`${file} has a Hindi sibling in Hindi`, async (t) => {
    const sibling = hiSibling(file);
    t.ok(existsSync(join(root, sibling)), `${sibling} exists`);
    if (!existsSync(join(root, sibling))) return;
    const en = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    const hi = (await import(pathToFileURL(join(root, sibling)).href)) as Record<string, unknown>;
    const problems: Problem[] = [];
    compare({ ...en }, { ...hi }, file, problems);
    t.same(problems, [], 'every English word has its Hindi');
  });
}

t.test('the check finds English left in a Hindi module', async (t) => {
  const problems: Problem[] = [];
  compare(
    { a: 'Loan amount', f: (n: number) => `${n} days`, icon: 'clock-icon' },
    { a: 'Loan amount', f: (n: number) => `${n} days`, icon: 'clock-icon' },
    'x',
    problems,
  );
  t.same(problems, ['x.a: no Hindi in "Loan amount"', 'x.f(): no Hindi in "7 days"']);
});
