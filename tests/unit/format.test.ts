import t from 'tap';
import {
  formatDateEnGb,
  formatIndianNumber,
  formatLongDateEnGb,
  formatRupees,
} from '../../shared/format.ts';

t.test('rupees use the rupee sign and Indian digit grouping', async (t) => {
  t.equal(formatRupees(41000), '₹41,000');
  t.equal(formatRupees(123456.789, 2), '₹1,23,456.79');
  t.equal(formatRupees(410, 2), '₹410.00');
  t.equal(formatIndianNumber(10000000), '1,00,00,000');
});

t.test('dates are shown the en-GB way', async (t) => {
  t.equal(formatDateEnGb('2025-08-14'), '14/08/2025');
  t.equal(formatLongDateEnGb('2025-08-05'), '5 August 2025');
  t.equal(formatDateEnGb('soon'), 'soon');
});
