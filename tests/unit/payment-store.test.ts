import t from 'tap';
import { TransactionStore } from '../../server/payments/transactions.ts';
import { readVerification } from '../../server/payments/verify.ts';
import { parseForm } from '../../server/payments/form-body.ts';
import { AppError } from '../../server/errors.ts';

const tx = (txnid: string) => ({ txnid, amount: '10.00', leadId: '1', loanNo: 'L1' });

t.test('a transaction is forgotten once its time to live has passed', async (t) => {
  let now = 0;
  const store = new TransactionStore({ ttlMs: 1000, now: () => now });
  store.add(tx('A'));
  now = 999;
  t.ok(store.get('A'));
  now = 1001;
  t.equal(store.get('A'), undefined);
});

t.test('past its size the store forgets the oldest first', async (t) => {
  const store = new TransactionStore({ maxEntries: 3 });
  for (const id of ['A', 'B', 'C', 'D']) store.add(tx(id));
  t.equal(store.get('A'), undefined);
  t.ok(store.get('D'));
  t.equal(store.size, 3);
});

t.test('concurrent settlements of one txnid share one run', async (t) => {
  const store = new TransactionStore();
  let runs = 0;
  const work = async () => {
    runs++;
    await new Promise((r) => setTimeout(r, 10));
    return 'done';
  };
  const [a, b] = await Promise.all([store.once('A', work), store.once('A', work)]);
  t.equal(runs, 1);
  t.same([a.joined, b.joined].sort(), [false, true]);
  await store.once('A', work);
  t.equal(runs, 2, 'a later call runs again');
});

t.test('verify_payment answers are read defensively', async (t) => {
  const ok = {
    status: 1,
    transaction_details: { T1: { status: 'success', amt: '10.00', mihpayid: 42 } },
  };
  t.same(readVerification(ok, 'T1'), { status: 'success', amount: '10.00', mihpayid: '42' });
  t.same(readVerification(ok, 'T2'), { status: 'unconfirmed' }, 'another txnid is not ours');
  t.same(readVerification({ transaction_details: { T1: { status: 'pending' } } }, 'T1'), {
    status: 'pending',
  });
  t.same(readVerification({ transaction_details: { T1: { status: 'Not Found' } } }, 'T1'), {
    status: 'not-found',
  });
  t.same(readVerification({ transaction_details: { T1: { status: 'bounced' } } }, 'T1'), {
    status: 'unconfirmed',
  });
  t.same(readVerification('<html>', 'T1'), { status: 'unconfirmed' });
  t.same(readVerification(null, 'T1'), { status: 'unconfirmed' });
});

t.test('a form body with a repeated field is refused', async (t) => {
  t.same(parseForm('query=9810012345&amount=1'), { query: '9810012345', amount: '1' });
  t.throws(
    () => parseForm('hash=a&hash=b'),
    new AppError(400, 'The form was sent with a field twice.'),
  );
  t.same(parseForm('__proto__=x'), { ['__proto__']: 'x' });
});
