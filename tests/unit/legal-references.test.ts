// Every page cites the instruments in force (issue 18): the Reserve Bank - Integrated Ombudsman Scheme, 2026 (in force
// 1 July 2026) replaced the 2021 scheme, and the NBFC KYC Directions, 2025 replaced the KYC Master Direction of 2016.
// The page copy lives in client/ (Markdown policies, content modules) and the mails in server/; all are read here.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fillPromiseTokens } from '../../shared/service-promise-tokens.ts';
import { registerStrings } from '../../client/pages/policy/register-strings.ts';

const roots = ['client', 'shared', 'server'];

function* textFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* textFiles(path);
    else if (/\.(md|ts|tsx)$/.test(name)) yield path;
  }
}

/** Wordings of the replaced instruments, as pages have written them. */
const replaced: Array<[string, RegExp]> = [
  [
    'the Integrated Ombudsman Scheme of 2021',
    /Integrated\s+Ombudsman\s+Scheme,?\s+2021|एकीकृत\s+लोकपाल\s+योजना,?\s+2021/i,
  ],
  [
    'the KYC Master Direction of 2016',
    /Master\s+Direction\s*[-–]\s*Know\s+Your\s+Customer|KYC\)?\s+(Master\s+)?Directions?,?\s+2016/i,
  ],
];

function citationsOfReplaced(text: string): string[] {
  return replaced.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

t.test('the check itself recognises the old wordings', async (t) => {
  t.same(citationsOfReplaced('under the Reserve Bank - Integrated Ombudsman Scheme, 2021.'), [
    'the Integrated Ombudsman Scheme of 2021',
  ]);
  t.same(
    citationsOfReplaced('the RBI Master Direction - Know Your Customer (KYC) Direction, 2016'),
    ['the KYC Master Direction of 2016'],
  );
  t.same(citationsOfReplaced('रिज़र्व बैंक – एकीकृत लोकपाल योजना, 2021 के तहत'), [
    'the Integrated Ombudsman Scheme of 2021',
  ]);
  t.same(citationsOfReplaced('Integrated Ombudsman Scheme, 2026; KYC Directions, 2025'), []);
});

t.test('no page, policy or mail cites a replaced instrument', async (t) => {
  let files = 0;
  for (const root of roots)
    for (const file of textFiles(root)) {
      files++;
      const found = citationsOfReplaced(readFileSync(file, 'utf8'));
      t.same(found, [], `${file} cites no replaced instrument`);
    }
  t.ok(files > 100, `read ${files} files`);
});

t.test(
  'the Hindi policies (x.hi.md) are read too, and cite the instruments in force',
  async (t) => {
    const hindi = [...textFiles('client/content/policies')].filter((f) => f.endsWith('.hi.md'));
    t.ok(hindi.length >= 5, `read ${hindi.length} Hindi policies`);
    const read = (slug: string) =>
      fillPromiseTokens(
        readFileSync(`client/content/policies/${slug}.hi.md`, 'utf8'),
        `${slug}.hi.md`,
        'hi',
      );
    for (const slug of ['grievance-redressal', 'fair-practice-code', 'privacy-policy'])
      t.match(read(slug), 'Reserve Bank - Integrated Ombudsman Scheme, 2026', slug);
    t.match(
      read('privacy-policy'),
      'Non-Banking Financial Companies - Know Your Customer) Directions, 2025',
    );
    t.match(read('fair-practice-code'), 'Credit Information Reporting) Directions, 2025');
  },
);

t.test('the policies cite the instruments in force', async (t) => {
  // The promise tokens filled in (shared/service-promise-tokens.ts): the scheme's name is one of them (issue 45).
  const read = (slug: string) =>
    fillPromiseTokens(readFileSync(`client/content/policies/${slug}.md`, 'utf8'), `${slug}.md`);
  for (const slug of [
    'grievance-redressal',
    'fair-practice-code',
    'privacy-policy',
    'terms-conditions',
  ])
    t.match(read(slug), 'Reserve Bank - Integrated Ombudsman Scheme, 2026', slug);
  t.match(
    read('kyc-and-pmla'),
    'Non-Banking Financial Companies - Know Your Customer) Directions, 2025',
  );
  t.match(
    read('privacy-policy'),
    'Non-Banking Financial Companies - Credit Facilities) Directions, 2025',
  );
  t.match(
    read('privacy-policy'),
    'Non-Banking Financial Companies - Responsible Business Conduct) Directions, 2025',
  );
  t.notMatch(read('privacy-policy'), /cannot be withdrawn/i);
  t.notMatch(read('terms-conditions'), /cannot be withdrawn/i);
  t.notMatch(read('privacy-policy'), /Installed-app metadata|package name|alphanumeric senders/i);
  t.match(read('privacy-policy'), 'within 24 hours');
  t.match(read('fair-practice-code'), 'Alert Before a Default Is Reported to a Credit Bureau');
  // The register's table is the deployment's data now, rendered with these columns (issue 45).
  t.ok(registerStrings.columns.includes('Grievance officer'));
});
