// The loan status on the Hindi repay page (issue 41): the lending API's words in Hindi, an unknown one shown as it
// came with a Hindi note that it is the lending system's word; English shows the lending API's word.
import t from 'tap';
import { loanStatusCopy as hindi } from '../../client/pages/repay/strings.hi.ts';
import { loanStatusCopy as english } from '../../client/pages/repay/strings.ts';

t.test('Disbursed and Overdue in Hindi', async (t) => {
  t.equal(hindi.names.Disbursed, 'लोन जारी हो चुका है');
  t.equal(hindi.names.Overdue, 'भुगतान की तारीख़ निकल चुकी है');
  t.same(
    Object.keys(hindi.names).sort(),
    Object.keys(english.names).sort(),
    'every status both ways',
  );
  for (const word of Object.values(hindi.names)) t.match(word, /^[\u0900-\u097F]/);
  t.equal(english.names.Overdue, 'Overdue');
});

t.test('an unknown status keeps its word, with a Hindi note', async (t) => {
  t.equal(hindi.unknown('Restructured'), 'Restructured (लोन सिस्टम में दर्ज स्थिति)');
  t.equal(english.unknown('Restructured'), 'Restructured');
});
