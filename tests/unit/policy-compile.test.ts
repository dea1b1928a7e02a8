// The build-time policy compiler: front matter, site tokens, heading ids, captioned tables, and the mistakes
// that must stop the build rather than reach a page.
import t from 'tap';
import { readdirSync, readFileSync } from 'node:fs';
import { site } from '../../shared/site.ts';
import { compilePolicy } from '../../scripts/policies/compile-policy.ts';
import { slugify } from '../../scripts/policies/render-markdown.ts';

const versioned = 'version: 1.0\neffective: 2026-11-01';
const changeLog = '## Change log\n\nFirst version.';
const doc = (
  body: string,
  front = `title: Sample Policy\ndescription: A sample.\nupdated: 2026-11-01\n${versioned}`,
) => `---\n${front}\n---\n\n${body}\n\n${changeLog}\n`;
const compile = (source: string) =>
  compilePolicy(source, 'client/content/policies/sample-policy.md', site);

t.test(
  'front matter gives the title, description and date; the file name gives the slug',
  async (t) => {
    const out = compile(
      doc(
        '## 1. Scope\n\nText.',
        `title: "Terms & Rates"\ndescription: How {{site.brand}} sets rates.\nupdated: 2026-11-01\n${versioned}`,
      ),
    );
    t.match(out, {
      slug: 'sample-policy',
      title: 'Terms & Rates',
      description: 'How Rupeeflow sets rates.',
      updated: '2026-11-01',
      version: '1.0',
      effective: '2026-11-01',
    });
  },
);

t.test('site tokens are filled in, the address as one line', async (t) => {
  const out = compile(
    doc('## 1. Contact\n\nWrite to {{site.grievanceOfficer.email}} at {{site.address}}.'),
  );
  t.match(out.html, 'grievance@rupeeflow.in');
  t.match(out.html, `at ${site.address.lines.join(', ')}.`);
});

t.test('an unknown or object-valued token fails the build, naming it', async (t) => {
  t.throws(
    () => compile(doc('## 1. A\n\n{{site.grievanceOfficer.fax}}')),
    /unknown site token\(s\) \{\{site\.grievanceOfficer\.fax\}\}/,
  );
  t.throws(() => compile(doc('## 1. A\n\n{{site.nodalOfficer}}')), /unknown site token/);
  t.throws(() => compile(doc('## 1. A\n\n{{ brand }}')), /malformed token/);
});

t.test(
  'headings get ids without their section numbers, unique within the page, and feed the contents',
  async (t) => {
    const out = compile(doc('## 1. Fees & Charges\n\n### 1.1 Scope\n\n## 2. Scope\n\n#### Detail'));
    t.match(out.html, '<h2 id="fees-and-charges">1. Fees &amp; Charges</h2>');
    t.match(out.html, '<h3 id="scope">1.1 Scope</h3>');
    t.match(out.html, '<h2 id="scope-2">2. Scope</h2>');
    t.same(out.toc, [
      { id: 'fees-and-charges', text: '1. Fees & Charges', level: 2 },
      { id: 'scope', text: '1.1 Scope', level: 3 },
      { id: 'scope-2', text: '2. Scope', level: 2 },
      { id: 'change-log', text: 'Change log', level: 2 },
    ]);
    t.equal(
      slugify('2. Part 1: Interest Rate and Fees/Charges'),
      'part-1-interest-rate-and-fees-charges',
    );
  },
);

t.test(
  'a "Table:" paragraph becomes the caption of a scrollable table with scoped header cells',
  async (t) => {
    const out = compile(
      doc(
        '## 1. Charges\n\nTable: Schedule of charges\n\n| Charge | Amount |\n|---|---|\n| GST | 18% |',
      ),
    );
    t.notMatch(out.html, 'Table:');
    t.match(
      out.html,
      '<div class="table-scroll" role="region" aria-labelledby="table-schedule-of-charges" tabindex="0">',
    );
    t.match(out.html, '<caption id="table-schedule-of-charges">Schedule of charges</caption>');
    t.match(
      out.html,
      '<thead><tr><th scope="col">Charge</th><th scope="col">Amount</th></tr></thead>',
    );
    t.match(out.html, '<tr><td>GST</td><td>18%</td></tr>');
  },
);

t.test('our own links stay relative; web links must be https', async (t) => {
  const out = compile(
    doc(
      '## 1. See\n\nRead the [Privacy Policy](/privacy-policy) and [CMS](https://cms.rbi.org.in).',
    ),
  );
  t.match(out.html, '<a href="/privacy-policy">Privacy Policy</a>');
  t.match(out.html, '<a href="https://cms.rbi.org.in">CMS</a>');
  const written = compile(
    doc('## 1. A\n\nWrite to nodal.officer@rupeeflow.in or see https://sachet.rbi.org.in.'),
  );
  t.match(
    written.html,
    '<a href="mailto:nodal.officer@rupeeflow.in">nodal<wbr>.officer<wbr>@rupeeflow<wbr>.in</a>',
  );
  t.match(
    written.html,
    '<a href="https://sachet.rbi.org.in">https://sachet<wbr>.rbi<wbr>.org<wbr>.in</a>',
  );
  t.throws(() => compile(doc('## 1. A\n\n[x](javascript:alert(1))')), /neither one of our routes/);
  t.throws(() => compile(doc('## 1. A\n\n[x](http://example.com)')), /neither one of our routes/);
});

t.test('mistakes that would reach a page fail the build instead', async (t) => {
  const table = '| A | B |\n|---|---|\n| 1 | 2 |';
  t.throws(() => compile(doc(`## 1. A\n\n${table}`)), /has no "Table: caption"/);
  t.throws(
    () => compile(doc('## 1. A\n\nTable: Orphan\n\nNo table here.')),
    /is not followed by a table/,
  );
  t.throws(() => compile(doc('## 1. A\n\n<script>alert(1)</script>')), /raw HTML is not allowed/);
  t.throws(() => compile(doc('# Title\n\n## 1. A')), /the page title is the h1/);
  t.throws(
    () =>
      compile(
        `---\ntitle: X\ndescription: Y\nupdated: 2026-11-01\n${versioned}\n---\n\nJust text.\n`,
      ),
    /no "## " section headings/,
  );
  t.throws(
    () => compile(doc('## 1. A', 'title: X\nupdated: 2026-11-01')),
    /needs a non-empty "description"/,
  );
  t.throws(
    () => compile(doc('## 1. A', `title: X\ndescription: Y\nupdated: 2026-02-30\n${versioned}`)),
    /real date/,
  );
  t.throws(
    () =>
      compile(
        doc(
          '## 1. A',
          'title: X\ndescription: Y\nupdated: 2026-11-01\nversion: 2\neffective: 2026-11-01',
        ),
      ),
    /"version" must be written like/,
  );
  t.throws(
    () =>
      compile(
        `---\ntitle: X\ndescription: Y\nupdated: 2026-11-01\n${versioned}\n---\n\n## 1. A\n\n${changeLog}\n\n## 2. After\n`,
      ),
    /the last section must be "## Change log"/,
  );
  // A consent record cites shared/policy-versions.ts: the privacy policy may not show another version.
  t.throws(
    () =>
      compilePolicy(
        doc('## 1. A', `title: X\ndescription: Y\nupdated: 2026-11-01\n${versioned}`),
        'client/content/policies/privacy-policy.md',
        site,
      ),
    /differs from shared\/policy-versions.ts/,
  );
  t.throws(
    () =>
      compile(
        doc('## 1. A', `title: X\ndescription: Y\nupdated: 2026-11-01\n${versioned}\nauthor: Z`),
      ),
    /unknown front matter key/,
  );
  t.throws(() => compile('## 1. A\n'), /no front matter/);
});

t.test('every policy document in the repository compiles', async (t) => {
  const dir = 'client/content/policies';
  const files = readdirSync(dir).filter((f) => f.endsWith('.md') && !f.endsWith('.hi.md'));
  t.equal(files.length, 11);
  for (const file of files) {
    const out = compilePolicy(readFileSync(`${dir}/${file}`, 'utf8'), `${dir}/${file}`, site);
    t.ok(out.title && out.toc.length >= 4, `${file}: "${out.title}", ${out.toc.length} headings`);
  }
});

t.test(
  'a Hindi version (x.hi.md) keeps its English anchors through {#id} and its slug',
  async (t) => {
    const source = `---\ntitle: नमूना\ndescription: एक नमूना।\nupdated: 2026-11-01\n${versioned}\n---\n\n## 1. परिचय {#overview}\n\nपाठ।\n\n### 1.1 **शुल्क** और दरें {#fees-and-rates}\n\nTable: शुल्क-सूची\n\n| शुल्क | राशि |\n|---|---|\n| बाउंस | {{terms.bounce}} |\n\n## परिवर्तन सूची {#change-log}\n\nपहला संस्करण।\n`;
    const out = compilePolicy(source, 'client/content/policies/sample-policy.hi.md', site);
    t.equal(out.slug, 'sample-policy');
    t.equal(out.locale, 'hi');
    t.same(
      out.toc.map((e) => [e.id, e.text]),
      [
        ['overview', '1. परिचय'],
        ['fees-and-rates', '1.1 शुल्क और दरें'],
        ['change-log', 'परिवर्तन सूची'],
      ],
    );
    t.match(out.html, '<h2 id="overview">1. परिचय</h2>');
    t.match(out.html, '<h3 id="fees-and-rates">1.1 <strong>शुल्क</strong> और दरें</h3>');
    t.match(out.html, '<caption id="table">शुल्क-सूची</caption>');
    t.match(out.html, '<td>शून्य</td>', "a word-valued term token reads in the document's language");
    t.notMatch(out.html, /\{#/);
    t.equal(compile(doc('## 1. Scope\n\nText.')).locale, 'en');
    t.throws(
      () =>
        compilePolicy(source.replace(' {#overview}', ''), 'client/content/policies/x.hi.md', site),
      /"1\. परिचय" has no ASCII words to make its id from: end it with \{#some-id\}/,
    );
    t.throws(
      () => compile(doc('## 1. Scope {#Bad Id}\n\nText.')),
      /an id is written \{#lower-case-ascii-words\}/,
    );
    t.throws(
      () =>
        compilePolicy(
          source.replace('{#change-log}', '{#versions}'),
          'client/content/policies/x.hi.md',
          site,
        ),
      /the last section must be "## Change log"/,
    );
  },
);
