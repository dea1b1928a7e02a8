import t from 'tap';
import { MemoryTransactionStore } from '../../server/features/repay/transactions.ts';
import { readVerification } from '../../server/upstreams/gateway/verify.ts';
import { parseForm } from '../../server/http/form-body.ts';
import { AppError } from '../../server/errors.ts';

const tx = (txnid: string) => ({ txnid, amount: '10.00', leadId: '1', loanNo: 'L1' });

t.test('a transaction is forgotten once its time to live has passed', async (t) => {
  let now = 0;
  const store = new MemoryTransactionStore({ ttlMs: 1000, now: () => now });
  await store.add(tx('A'));
  now = 999;
  t.ok(await store.get('A'));
  now = 1001;
  t.equal(await store.get('A'), undefined);
});

t.test('past its size the store forgets the oldest first', async (t) => {
  const store = new MemoryTransactionStore({ maxEntries: 3 });
  for (const id of ['A', 'B', 'C', 'D']) await store.add(tx(id));
  t.equal(await store.get('A'), undefined);
  t.ok(await store.get('D'));
  t.equal(store.size, 3);
});

t.test('the first outcome recorded stands; a later one is told which it was', async (t) => {
  const store = new MemoryTransactionStore();
  await store.add(tx('A'));
  const paid = await store.settle('A', { outcome: 'paid', location: '/order-confirmation' });
  t.equal(paid.first, true);
  const failed = await store.settle('A', { outcome: 'failed', location: '/repay-loan' });
  t.same(failed, { settlement: paid.settlement, first: false });
  t.same((await store.get('A'))?.settlement, paid.settlement);
});

t.test('settlements of one txnid run one after the other, other txnids alongside', async (t) => {
  const store = new MemoryTransactionStore();
  const order: string[] = [];
  const work = (name: string, ms: number) => async () => {
    order.push(`${name} start`);
    await new Promise((r) => setTimeout(r, ms));
    order.push(`${name} end`);
    return name;
  };
  const results = await Promise.all([
    store.exclusive('A', work('a1', 20)),
    store.exclusive('A', work('a2', 1)),
    store.exclusive('B', work('b', 1)),
  ]);
  t.same(results, ['a1', 'a2', 'b']);
  t.same(order, ['a1 start', 'b start', 'b end', 'a1 end', 'a2 start', 'a2 end']);
  await t.rejects(
    store.exclusive('A', async () => {
      throw new Error('verify failed');
    }),
  );
  t.equal(await store.exclusive('A', async () => 'next'), 'next', 'a failed run frees the txnid');
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
