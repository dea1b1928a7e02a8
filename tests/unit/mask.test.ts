import t from 'tap';
import { maskEmail, maskMobile, maskPan } from '../../server/verification/mask.ts';

t.test('a PAN shows its last three digits and check letter: six of ten hidden', async (t) => {
  t.equal(maskPan('BQKPM4821K'), '******821K');
  t.equal(maskPan(' bqkpm4821k '), '******821K', 'trimmed and upper-cased first');
  t.equal([...maskPan('ABCDE1234F')].filter((c) => c === '*').length, 6);
  t.equal(maskPan('SHORT'), '*****', 'not a PAN: all hidden');
});

t.test('a mobile shows its last two digits only', async (t) => {
  t.equal(maskMobile('9810012345'), '********45');
  t.equal(maskMobile('+91 98100 12345'), '**********45', 'the country code is hidden too');
  t.equal(maskMobile('12345'), '*****', 'too short to show any');
});

t.test('an e-mail keeps its domain and the ends of the local part', async (t) => {
  t.equal(maskEmail('farah.shaikh@example.org'), 'f******h@example.org');
  t.equal(maskEmail(null), '');
});
