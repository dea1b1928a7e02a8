import t from 'tap';
import pino from 'pino';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, type RedisConnection } from '../../server/redis-connection.ts';
import {
  SharedTransactionStore,
  lockKey,
  transactionKey,
} from '../../server/features/repay/shared-transactions.ts';
import { RedisServer, freePort, redisAvailable } from '../helpers/redis-server.ts';

const tx = (txnid: string) => ({ txnid, amount: '10.00', leadId: '1', loanNo: 'L1' });

function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger, lines };
}

async function connected(url: string): Promise<RedisConnection> {
  const redis = connectRedis(url, capturingLog().log);
  for (let i = 0; i < 100 && !redis.usable(); i++) await sleep(20);
  if (!redis.usable()) throw new Error('redis did not connect');
  return redis;
}

if (redisAvailable(t, 'the shared transaction store')) await run();

async function run() {
  const server = new RedisServer(await freePort());
  await server.start();
  t.teardown(() => server.stop());
  const a = await connected(server.url);
  const b = await connected(server.url);
  t.teardown(() => Promise.all([a.close(), b.close()]));

  t.test('a transaction started through one instance is known to another', async (t) => {
    const one = new SharedTransactionStore(a, capturingLog());
    const two = new SharedTransactionStore(b, capturingLog());
    await one.add(tx('SHARED1'));
    t.match(await two.get('SHARED1'), { txnid: 'SHARED1', amount: '10.00', leadId: '1' });
    t.ok((await a.client.pttl(transactionKey('SHARED1'))) > 23 * 60 * 60 * 1000, 'expires in 24 h');
  });

  t.test(
    'a slow reply that pauses the rate limits does not keep payments from being shared',
    async (t) => {
      const one = new SharedTransactionStore(a, capturingLog());
      const two = new SharedTransactionStore(b, capturingLog());
      a.failed(new Error('Command timed out'));
      b.failed(new Error('Command timed out'));
      t.notOk(a.usable(), 'the rate limits count locally for a moment');
      await one.add(tx('PAUSED1'));
      t.match(await two.get('PAUSED1'), { txnid: 'PAUSED1' });
    },
  );

  t.test(
    'an unreadable value in Redis is an unknown transaction, logged, not a crash',
    async (t) => {
      const { log, lines } = capturingLog();
      const store = new SharedTransactionStore(a, { log });
      await a.client.hset(transactionKey('BAD1'), 'tx', '{not json');
      await a.client.hset(transactionKey('BAD2'), 'tx', JSON.stringify({ txnid: 'BAD2' }));
      await a.client.hset(
        transactionKey('BAD3'),
        'tx',
        JSON.stringify({ ...tx('OTHER'), initiatedAt: 1 }),
      );
      await a.client.hset(transactionKey('BAD4'), {
        tx: JSON.stringify({ ...tx('BAD4'), initiatedAt: 1 }),
        settlement: JSON.stringify({ outcome: 'paid', location: '//evil.example/', settledAt: 1 }),
      });
      for (const txnid of ['BAD1', 'BAD2', 'BAD3', 'BAD4'])
        t.equal(await store.get(txnid), undefined, `${txnid} is unknown`);
      t.equal(lines.filter((l) => l.includes('unreadable')).length, 4, 'each is logged');
    },
  );

  t.test('two instances settling one transaction together record one outcome', async (t) => {
    const one = new SharedTransactionStore(a, capturingLog());
    const two = new SharedTransactionStore(b, capturingLog());
    await one.add(tx('RACE1'));
    const [x, y] = await Promise.all([
      one.settle('RACE1', { outcome: 'paid', location: '/order-confirmation?txnid=RACE1' }),
      two.settle('RACE1', { outcome: 'failed', location: '/repay-loan?payment=failed' }),
    ]);
    t.same([x.first, y.first].sort(), [false, true], 'one of them was first');
    t.same(x.settlement, y.settlement, 'both answer the same outcome');
    t.same((await one.get('RACE1'))?.settlement, x.settlement);
  });

  t.test('settlements of one txnid on two instances run one after the other', async (t) => {
    const one = new SharedTransactionStore(a, capturingLog());
    const two = new SharedTransactionStore(b, capturingLog());
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} start`);
      await sleep(50);
      order.push(`${name} end`);
    };
    await Promise.all([one.exclusive('LOCK1', work('one')), two.exclusive('LOCK1', work('two'))]);
    const first = order[0]!.split(' ')[0];
    const second = first === 'one' ? 'two' : 'one';
    t.same(order, [`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
    t.equal(await a.client.exists(lockKey('LOCK1')), 0, 'the lock is released');
  });

  t.test('a lock whose holder died expires, and the settlement goes ahead', async (t) => {
    const store = new SharedTransactionStore(a, { ...capturingLog(), lockMs: 300 });
    await a.client.set(lockKey('DEAD1'), 'a dead instance', 'PX', 300);
    t.equal(await store.exclusive('DEAD1', async () => 'settled'), 'settled');
  });

  t.test(
    'with Redis gone, transactions are kept locally and the warning is logged once',
    async (t) => {
      const { log, lines } = capturingLog();
      const gone = connectRedis(`redis://127.0.0.1:${await freePort()}`, log);
      t.teardown(() => gone.close());
      const store = new SharedTransactionStore(gone, { log });
      await store.add(tx('LOCAL1'));
      await store.add(tx('LOCAL2'));
      t.match(await store.get('LOCAL1'), { txnid: 'LOCAL1' });
      const paid = await store.settle('LOCAL1', {
        outcome: 'paid',
        location: '/order-confirmation',
      });
      t.equal(paid.first, true);
      t.equal(await store.exclusive('LOCAL1', async () => 'ran'), 'ran');
      t.equal(lines.filter((l) => l.includes('kept on this instance only')).length, 1);
    },
  );
}
