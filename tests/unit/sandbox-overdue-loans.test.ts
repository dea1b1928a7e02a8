// The sandbox's sample loans (issue 41): an overdue loan is past its own due date by the days it says, and its
// penal charge is the published one (shared/product-terms.ts) for those days; no loan on time is past due.
import t from 'tap';
import { customersOn } from '../../server/upstreams/sandbox/seed/customers.ts';
import { productTerms } from '../../shared/product-terms.ts';

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / dayMs;

for (const today of ['2026-11-28', '2027-01-03', '2028-02-29']) {
  t.test(`on ${today}`, async (t) => {
    for (const c of customersOn(today)) {
      const late = daysBetween(c.repayment_date, today);
      if (c.status === 'Overdue') {
        t.ok(late > 0, `${c.first_name}'s overdue loan was due before today (${c.repayment_date})`);
        const penal = c.total_repayable - c.repayment_amount;
        const published = (c.principal! * productTerms.penalChargePercentPerDay * late) / 100;
        t.equal(
          penal,
          Math.round(published * 100) / 100,
          `${c.first_name}: 0.1% a day for ${late} days`,
        );
        if (c.days_overdue !== undefined) {
          t.equal(
            c.days_overdue,
            late,
            `${c.first_name}'s record counts the days from its due date`,
          );
          t.equal(c.penal_charges, penal);
          t.equal(c.principal_interest_due, c.repayment_amount);
        }
      } else {
        t.ok(late < 0, `${c.first_name}'s loan on time is due after today (${c.repayment_date})`);
        t.equal(c.total_repayable, c.repayment_amount, 'and carries no penal charge');
      }
    }
  });
}

t.test('the README figures hold whatever the day', async (t) => {
  const dues = (today: string) => customersOn(today).map((c) => c.total_repayable);
  t.same(dues('2026-11-28'), dues('2027-06-01'));
  t.same(
    customersOn('2026-11-28').find((c) => c.first_name === 'Kabir'),
    {
      first_name: 'Kabir',
      sur_name: 'Singh',
      mobile: '9915034567',
      lead_id: 210003,
      loan_no: 'RFL210003',
      pancard: 'DHWPS6619H',
      total_repayable: 12360,
      repayment_amount: 12284,
      repayment_date: '2026-11-20',
      status: 'Overdue',
      email: 'kabir.singh@example.com',
      id: 'CUS210003',
      principal: 9500,
      principal_interest_due: 12284,
      penal_charges: 76,
      days_overdue: 8,
    },
    'Kabir: ₹9,500 principal 8 days late is ₹76 of penal charges',
  );
});
