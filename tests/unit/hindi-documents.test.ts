// The Hindi disclosures (issue 21) say what the English ones say: each x.hi.md compiles, keeps the English
// document's sections and anchors, its {{terms.*}} tokens and so every figure, its version and effective date, and
// is written in Hindi (no English paragraph). The KFS rows' and the FAQ's Hindi keep every figure the English has.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { compilePolicy } from '../../scripts/policies/compile-policy.ts';
import { site } from '../../shared/site.ts';
import { dataRecipients } from '../../shared/data-recipients.ts';
import { termTokens, termTokensHi } from '../../shared/product-term-tokens.ts';
import { consentPolicies } from '../../shared/policy-versions.ts';
import * as kfsEn from '../../client/pages/kfs/strings.ts';
import * as kfsHi from '../../client/pages/kfs/strings.hi.ts';
import * as kfsCopyEn from '../../client/content/kfs.ts';
import * as kfsCopyHi from '../../client/content/kfs.hi.ts';
import * as faqEn from '../../client/content/faq.ts';
import * as faqHi from '../../client/content/faq.hi.ts';

const translated = [
  'key-fact-statement',
  'fair-practice-code',
  'grievance-redressal',
  'privacy-policy',
  'terms-rates',
  'terms-conditions',
  'lending-partners',
  'interest-rate-policy',
] as const;

const dir = 'client/content/policies';
const source = (file: string) => readFileSync(`${dir}/${file}`, 'utf8');
const compile = (file: string) => compilePolicy(source(file), `${dir}/${file}`, site);

/** Rupee amounts and percentages as pages print them; "INR 0" and "₹0" are the same figure. */
const figures = (text: string) =>
  [
    ...new Set(
      (text.replace(/INR\s*/g, '₹').match(/₹\s?\d+(?:,\d+)*(?:\.\d+)?|\d+(?:\.\d+)?%/g) ?? []).map(
        (f) => f.replace(/\s/g, ''),
      ),
    ),
  ].sort();

const tokens = (text: string) =>
  [...new Set(text.match(/\{\{\s*terms\.[\w.]+\s*\}\}/g) ?? [])].sort();

const devanagari = (text: string) => (text.match(/\p{Script=Devanagari}/gu) ?? []).length;
const latin = (text: string) => (text.match(/\p{Script=Latin}/gu) ?? []).length;
/** Share of Devanagari among the letters (Devanagari and Latin) of a text; 1 when it has none. */
const hindiShare = (text: string) => {
  const d = devanagari(text);
  const l = latin(text);
  return d + l === 0 ? 1 : d / (d + l);
};

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The company's names, numbers and addresses ({{site.*}} tokens) and the companies that receive data
 * ({{recipients.*}}): proper nouns, the same in both languages.
 */
const siteValues = (function collect(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(collect);
  return [];
})({ site, dataRecipients })
  .concat(site.address.lines.join(', '))
  .filter((v) => v.length > 3)
  .sort((a, b) => b.length - a.length);

/** The words a translator writes: without the company's identity, e-mail addresses and web addresses. */
const prose = (text: string) =>
  siteValues
    .reduce((out, value) => out.split(value).join(' '), text)
    .replace(/https:\/\/\S+|\S+@\S+/g, ' ');

/** The blocks a reader reads as one piece: paragraphs, list items, table cells, headings. */
const blocks = (html: string) =>
  [...html.matchAll(/<(p|li|td|th|h2|h3)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    prose(plain((m[2] ?? '').replace(/<wbr>/g, ''))),
  );

// Measured on the documents as written (23 Nov 2026): the whole documents are 83.5% (KFS) to 90.7% (Fair Practice
// Code) Devanagari letters, the rest being names of RBI directions and Acts kept in their official English, the
// company's name, e-mail and web addresses; without the company's identity and addresses, the least Hindi block
// of 20+ letters scores 0.20 (a list item naming two Acts). A paragraph left in English scores 0.
const WHOLE_DOCUMENT = 0.8;
const BLOCK = 0.15;
const BLOCK_MIN_LETTERS = 20;

for (const slug of translated) {
  t.test(`${slug}.hi.md is the Hindi version of ${slug}.md`, async (t) => {
    const en = compile(`${slug}.md`);
    const hi = compile(`${slug}.hi.md`);
    t.equal(en.locale, 'en');
    t.equal(hi.locale, 'hi');
    t.equal(hi.slug, slug, 'the same slug and route');

    t.same(
      hi.toc.map((e) => `${e.level} ${e.id}`),
      en.toc.map((e) => `${e.level} ${e.id}`),
      'the same sections, levels and anchors in the same order',
    );
    t.ok(hi.toc.filter((e) => e.level === 2).length >= 3, 'has sections');
    t.ok(
      hi.toc.every((e) => devanagari(e.text) > 0),
      'every heading is written in Hindi (its id stays ASCII)',
    );

    t.same(
      tokens(source(`${slug}.hi.md`)),
      tokens(source(`${slug}.md`)),
      'the same {{terms.*}} tokens',
    );
    t.same(figures(hi.html), figures(en.html), 'the same rupee and percent figures');
    const known = new Set([...Object.values(termTokens), ...Object.values(termTokensHi)]);
    for (const value of [termTokens['apr.min'], termTokens['apr.max']])
      if (tokens(source(`${slug}.md`)).some((k) => k.includes('apr.m')))
        t.ok(hi.html.includes(value ?? '?'), `shows ${value} from the product terms`);
    t.ok(
      figures(hi.html).every((f) => known.has(f) || en.html.replace(/INR\s*/g, '₹').includes(f)),
      'every figure is a product-terms figure or one the English document states',
    );

    t.equal(hi.version, en.version, 'the same version');
    t.equal(hi.effective, en.effective, 'the same effective date');
    t.equal(hi.updated, en.updated);
    t.match(hi.version, /^\d+\.\d+$/);
    const cited = (consentPolicies as Record<string, { version: string }>)[slug];
    if (cited) t.equal(hi.version, cited.version, 'the version a consent record cites');

    t.ok(
      devanagari(hi.title) > 0 && devanagari(hi.description) > 0,
      'title and description in Hindi',
    );
    const share = hindiShare(plain(hi.html));
    t.ok(share >= WHOLE_DOCUMENT, `the document is ${(share * 100).toFixed(1)}% Devanagari`);
    const english = blocks(hi.html).filter(
      (b) => devanagari(b) + latin(b) >= BLOCK_MIN_LETTERS && hindiShare(b) < BLOCK,
    );
    t.same(english, [], 'no block of text is left in English');
    t.notMatch(hi.html, /\bNil\b/, 'a Hindi document says शून्य, not Nil');
    t.ok(
      [...hi.html.matchAll(/href="(\/[^"]*)"/g)].every((m) => m[1]?.startsWith('/hi/')),
      'links to our own pages go to their Hindi pages',
    );
  });
}

t.test('the check itself tells Hindi from English', async (t) => {
  t.ok(hindiShare('शिकायत निवारण अधिकारी 14 दिनों के भीतर उत्तर देते हैं।') > 0.95);
  t.ok(hindiShare('The Grievance Redressal Officer replies within 14 days.') < BLOCK);
  t.same(figures('₹41,000 at 1% and INR 0, ₹ 369'), ['1%', '₹0', '₹369', '₹41,000']);
});

/** Calls every function of a strings module with marked figures, so each string can be compared. */
function render(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => `⟨${i + 7}⟩`);
    out.set(path, String((value as (...a: unknown[]) => unknown)(...args)));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      for (const e of render(v, `${path}.${k}`)) out.set(...e);
  return out;
}

for (const [name, en, hi] of [
  ['KFS rows (client/pages/kfs/strings)', kfsEn, kfsHi],
  ['KFS page copy (client/content/kfs)', kfsCopyEn, kfsCopyHi],
  ['FAQ (client/content/faq)', faqEn, faqHi],
] as const) {
  t.test(`${name}: the Hindi keeps every figure and argument of the English`, async (t) => {
    const english = render(en);
    const hindi = render(hi);
    t.same([...hindi.keys()], [...english.keys()], 'the same keys');
    for (const [key, text] of english) {
      const theirs = hindi.get(key) ?? '';
      if (/^\.(.*\.)?(id|to|file)$/.test(key) || key.endsWith('.none')) continue;
      t.same(figures(theirs), figures(text), `${key}: the same figures`);
      const args = (text.match(/⟨\d+⟩/g) ?? []).sort();
      t.same((theirs.match(/⟨\d+⟩/g) ?? []).sort(), args, `${key}: every argument shown`);
      if (devanagari(text) + latin(text) >= 3)
        t.ok(devanagari(theirs) > 0, `${key} is written in Hindi: ${theirs}`);
    }
  });
}
