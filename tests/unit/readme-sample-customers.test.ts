// The README's table of sample customers is the sandbox's seed (issue 46): every borrower with their mobile, PAN and
// amount due, and the cases My loans must walk (two loans, one closed; a payment made earlier; inside cooling-off).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { seedPayments } from '../../server/upstreams/sandbox/seed/index.ts';
import { customersOn } from '../../server/upstreams/sandbox/seed/customers.ts';
import { formatIndianNumber } from '../../shared/format.ts';

const readme = readFileSync('README.md', 'utf8');
const heading = readme.indexOf('sample customers (mobile, PAN, amount due, status):');
/** The rows of the first table after the heading, header and rule left out, as trimmed cells. */
const table = readme
  .slice(heading)
  .split('\n\n')[1]!
  .split('\n')
  .slice(2)
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const seed = customersOn('2026-11-28');

t.test('every sample customer has one row, with their mobile, PAN and amount due', async (t) => {
  t.equal(table.length, seed.length, `${seed.length} rows`);
  const count: Record<number, string> = { 15: 'fifteen', 16: 'sixteen', 17: 'seventeen' };
  t.match(readme, `All ${count[seed.length] ?? seed.length} sample customers`);
  for (const c of seed) {
    const row = table.find((r) => r[0] === `${c.first_name} ${c.sur_name}`);
    t.ok(row, `${c.first_name} ${c.sur_name} is in the table`);
    if (!row) continue;
    t.equal(row[1], c.mobile || '(none)', `${c.first_name}'s mobile`);
    t.equal(row[2], c.pancard, `${c.first_name}'s PAN`);
    t.equal(row[3], formatIndianNumber(c.total_repayable), `${c.first_name}'s amount due`);
    t.match(row[4], c.status, `${c.first_name}'s status`);
  }
});

t.test('the cases My loans walks are in the seed and named in the table', async (t) => {
  const rowOf = (name: string) => table.find((r) => r[0] === name)![4]!;
  const twoWithClosed = seed.filter((c) => c.earlierLoans?.some((l) => l.status === 'Closed'));
  t.ok(twoWithClosed.length > 0, 'a borrower with a closed loan beside one due');
  for (const c of twoWithClosed)
    for (const l of c.earlierLoans!) t.match(rowOf(`${c.first_name} ${c.sur_name}`), l.loan_no);
  const paidEarlier = seed.filter((c) => seedPayments.some((p) => p.lead_id === String(c.lead_id)));
  t.ok(paidEarlier.length > 0, 'a borrower with a payment made earlier');
  for (const c of paidEarlier) t.match(rowOf(`${c.first_name} ${c.sur_name}`), 'paid');
  const coolingOff = seed.filter((c) => c.terms && c.terms.disbursedDaysAgo < 3);
  t.ok(coolingOff.length > 0, 'a borrower inside the cooling-off period');
  for (const c of coolingOff) t.match(rowOf(`${c.first_name} ${c.sur_name}`), 'cooling-off');
});
