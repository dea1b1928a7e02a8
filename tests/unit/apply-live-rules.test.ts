import t from 'tap';
import { digitsOf, typingError } from '../../client/pages/apply/live-rules.ts';

t.test(
  "a mobile number of the wrong length says 'Enter 10-digit number' while typed",
  async (t) => {
    t.equal(typingError('mobile', '98765'), 'Enter 10-digit number');
    t.equal(typingError('alternateMobile', '98765432101'), 'Enter 10-digit number');
    t.equal(typingError('mobile', '9876543210'), undefined);
    t.equal(typingError('alternateMobile', ''), undefined, 'optional and empty is fine');
    t.equal(typingError('obligations', '12'), undefined, 'only the mobile numbers have the rule');
  },
);

t.test(
  'pasted text keeps its digits; a number written the international way keeps its own ten',
  async (t) => {
    t.equal(digitsOf('12ab34', 'loanAmount'), '1234');
    t.equal(digitsOf('+91 98765 43210', 'mobile'), '9876543210');
    t.equal(digitsOf('098765 43210', 'alternateMobile'), '9876543210');
    // Written the international or trunk way with digits only, still the last ten (apply.spec.ts until 0111).
    t.equal(digitsOf('919812345678', 'mobile'), '9812345678');
    t.equal(digitsOf('09812345678', 'mobile'), '9812345678');
    t.equal(
      digitsOf('+91 98765 43210', 'obligations'),
      '919876543210',
      'only mobile numbers drop a prefix',
    );
  },
);
