// docs/decisions/README.md is the index of the decision records: every record has its row, and every row's link
// leads to a file that exists (a record here, or a measurement log in docs/measurements/).
import t from 'tap';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

const folder = 'docs/decisions';
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** Every relative Markdown link target in the index's table rows, as written. */
const rowLinks = index
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .flatMap((line) => [...line.matchAll(/\]\(([^)#\s]+\.md)\)/g)].map((m) => m[1]!));

t.test('every record in docs/decisions has a row in the index', async (t) => {
  t.ok(records.length > 0, `${records.length} records`);
  const linked = new Set(rowLinks.map((link) => normalize(join(folder, link))));
  for (const record of records)
    t.ok(linked.has(join(folder, record)), `${record} is in docs/decisions/README.md`);
});

t.test('every file the index names exists', async (t) => {
  t.ok(rowLinks.length >= records.length, `${rowLinks.length} links`);
  for (const link of rowLinks)
    t.ok(existsSync(join(folder, link)), `${link}, named in the index, exists`);
});

t.test("each number is one record's, and its row shows that number", async (t) => {
  const seen = new Map<string, string>();
  for (const record of records) {
    const number = record.slice(0, 4);
    t.notOk(seen.has(number), `${number} is ${record} only (also ${seen.get(number) ?? 'none'})`);
    seen.set(number, record);
    t.match(index, `| [${number}](${record}) |`, `${record}'s row starts with its number`);
  }
});
