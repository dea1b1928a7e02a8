import t from 'tap';
import { createHash } from 'node:crypto';
import {
  commandHash,
  hashesEqual,
  requestHash,
  reverseHash,
  type HashedFields,
} from '../../server/upstreams/gateway/hash.ts';
import { newTxnid, txnidPattern } from '../../server/features/repay/txnid.ts';
import { gatewayAmount, paise } from '../../server/upstreams/gateway/initiate.ts';

const sha512 = (s: string) => createHash('sha512').update(s).digest('hex');

/** PayU's published example: key C0Dr8m, salt 3sf0jURk. */
const example: HashedFields = {
  key: 'C0Dr8m',
  txnid: '12345',
  amount: '10',
  productinfo: 'Shopping',
  firstname: 'Test',
  email: 'test@test.com',
  udf1: '',
  udf2: 'abc',
  udf3: '',
  udf4: '15',
  udf5: '',
};
const SALT = '3sf0jURk';

t.test("the request hash matches the gateway's published example", async (t) => {
  const hash = requestHash(example, SALT);
  t.match(hash, /^ffcdbf04fa5beefd[0-9a-f]{101}3d43ba730ce$/);
  t.equal(hash.length, 128);
});

t.test(
  'the request hash is sha512 of key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT',
  async (t) => {
    const fields: HashedFields = {
      key: 'gtKFFx',
      txnid: 'CUS210001MHF0Q2ZKA1B2C3',
      amount: '5150.00',
      productinfo: 'Loan Repayment',
      firstname: 'Aarav',
      email: 'aarav.mehta@example.com',
      udf1: '210001',
      udf2: 'RFL210001',
      udf3: '',
      udf4: '',
      udf5: '',
    };
    const literal =
      'gtKFFx|CUS210001MHF0Q2ZKA1B2C3|5150.00|Loan Repayment|Aarav|aarav.mehta@example.com|210001|RFL210001|||||||||eCwWELxi';
    t.equal(requestHash(fields, 'eCwWELxi'), sha512(literal));
  },
);

t.test(
  'the reverse hash is sha512 of SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key',
  async (t) => {
    // The gateway writes the amount its own way ('10.00' for a request of '10'): the string it posted is hashed.
    const posted = { ...example, amount: '10.00', status: 'success' };
    const literal =
      '3sf0jURk|success|||||||15||abc||test@test.com|Test|Shopping|10.00|12345|C0Dr8m';
    t.equal(reverseHash(posted, SALT), sha512(literal));
    t.not(reverseHash(posted, SALT), reverseHash({ ...posted, amount: '10' }, SALT));
  },
);

t.test('with additional charges the reverse hash starts with them', async (t) => {
  const posted = { ...example, amount: '10.00', status: 'success', additionalCharges: '2.50' };
  const literal =
    '2.50|3sf0jURk|success|||||||15||abc||test@test.com|Test|Shopping|10.00|12345|C0Dr8m';
  t.equal(reverseHash(posted, SALT), sha512(literal));
  t.equal(
    reverseHash({ ...posted, additionalCharges: '' }, SALT),
    reverseHash({ ...posted, additionalCharges: undefined }, SALT),
    'an empty value is no charge',
  );
});

t.test('the verify_payment hash is sha512 of key|command|var1|SALT', async (t) => {
  t.equal(
    commandHash('C0Dr8m', 'verify_payment', '12345', SALT),
    sha512('C0Dr8m|verify_payment|12345|3sf0jURk'),
  );
});

t.test('hashes compare equal regardless of case, and only when equal', async (t) => {
  const h = requestHash(example, SALT);
  t.ok(hashesEqual(h, h.toUpperCase()));
  t.notOk(hashesEqual(h, h.slice(0, -1) + (h.endsWith('0') ? '1' : '0')));
  t.notOk(hashesEqual(h, h.slice(0, 64)));
  t.notOk(hashesEqual(h, ''));
});

t.test(
  'a txnid is at most 25 letters and digits, built on the customer id and the time',
  async (t) => {
    const now = Date.UTC(2026, 10, 23, 10, 0, 0);
    const random = Buffer.from([0, 1, 2, 3, 4, 35]);
    const id = newTxnid('CUS210001', now, random);
    t.equal(id, `CUS210001${now.toString(36).toUpperCase()}01234Z`);
    t.match(id, txnidPattern);
    t.ok(id.length <= 25);

    const long = newTxnid('CUS-2024/00000012345678', now, random);
    t.match(long, txnidPattern);
    t.ok(long.length <= 25);
    t.ok(long.startsWith('0012345678'), 'the distinguishing end of a long id is kept');
    t.ok(
      newTxnid('', now, random).startsWith('CUS'),
      'an id with no letters or digits falls back to CUS',
    );
    t.ok(newTxnid('CUS', Date.UTC(2059, 0, 1)).length <= 25, 'still within 25 in 2059');
  },
);

t.test('two attempts in the same millisecond get different txnids', async (t) => {
  const now = Date.now();
  const ids = new Set(Array.from({ length: 200 }, () => newTxnid('CUS210001', now)));
  t.equal(ids.size, 200);
});

t.test('amounts are sent with two decimals and compared in paise', async (t) => {
  t.equal(gatewayAmount(5150), '5150.00');
  t.equal(gatewayAmount(5150.5), '5150.50');
  t.equal(paise('10'), paise('10.00'));
  t.equal(paise('0.1'), 10);
  t.not(paise('10.01'), paise('10.00'));
});
