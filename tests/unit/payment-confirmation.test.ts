// The order confirmation link and the page data that carries a verified payment into the page.
import t from 'tap';
import pino from 'pino';
import {
  confirmationKey,
  confirmationLocation,
  confirmedPayment,
  signatureMatches,
} from '../../server/features/repay/confirmation.ts';
import { MemoryTransactionStore } from '../../server/features/repay/transactions.ts';
import { documentHead } from '../../server/features/pages/document.ts';
import { rendersPerRequest } from '../../server/features/pages/page-cache.ts';

const key = confirmationKey('test-salt');
const log = pino({ level: 'silent' });
const query = (location: string) => new URL(location, 'http://x').searchParams;

t.test('a link is signed for its txnid and by its salt only', async (t) => {
  const location = confirmationLocation('TXN1', key);
  t.match(location, /^\/order-confirmation\?txnid=TXN1&sig=[A-Za-z0-9_-]{22}$/);
  const sig = query(location).get('sig')!;
  t.ok(signatureMatches('TXN1', sig, key));
  t.notOk(signatureMatches('TXN2', sig, key), 'another txnid');
  t.notOk(signatureMatches('TXN1', sig, confirmationKey('another-salt')), 'another salt');
  t.notOk(signatureMatches('TXN1', sig.toLowerCase(), key), 'another spelling');
  t.notOk(signatureMatches('TXN1', '', key));
  t.not(key.toString('hex'), 'test-salt', 'the key is derived, not the salt itself');
});

t.test('only a signed link to a transaction settled paid shows the payment', async (t) => {
  const store = new MemoryTransactionStore();
  for (const txnid of ['PAID1', 'FAILED1', 'OPEN1'])
    await store.add({ txnid, amount: '5150.00', leadId: '210001', loanNo: 'RFL210001' });
  await store.settle('PAID1', { outcome: 'paid', location: '/order-confirmation' });
  await store.settle('FAILED1', { outcome: 'failed', location: '/repay-loan?payment=failed' });
  const deps = { store, key, log };
  const shown = (location: string) => confirmedPayment(query(location), deps);

  t.same(await shown(confirmationLocation('PAID1', key)), {
    txnid: 'PAID1',
    amount: '5150.00',
    loanNumber: 'RFL210001',
  });
  t.equal(await shown(confirmationLocation('FAILED1', key)), undefined, 'failed');
  t.equal(await shown(confirmationLocation('OPEN1', key)), undefined, 'not settled');
  t.equal(await shown(confirmationLocation('NEVER1', key)), undefined, 'unknown');
  t.equal(await shown('/order-confirmation?txnid=PAID1&amount=5150.00'), undefined, 'unsigned');
  t.equal(await shown('/order-confirmation'), undefined);
  const broken = { ...deps, store: { get: () => Promise.reject(new Error('down')) } };
  t.equal(
    await confirmedPayment(query(confirmationLocation('PAID1', key)), broken),
    undefined,
    'an unreadable store shows nothing rather than failing the page',
  );
});

t.test('page data is written so no value can end its script element', async (t) => {
  const value = { txnid: '</script><script>alert(1)</script>', note: 'a\u2028b <!--' };
  const head = documentHead({
    locale: 'en',
    path: '/order-confirmation',
    meta: { title: 'T', description: 'D' },
    publicBaseUrl: 'https://www.rupeeflow.test',
    assetBaseUrl: '/assets',
    assetVersions: {},
    siteName: 'Rupeeflow',
    clientConfig: {},
    styles: [],
    pageData: { url: '/order-confirmation?txnid=X', value },
  });
  t.notMatch(head, '</script><script>alert');
  t.notMatch(head, '<!--');
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(head)?.[1];
  t.same(JSON.parse(text!), { url: '/order-confirmation?txnid=X', value }, 'read back whole');
});

t.test('a cached page is bypassed only for the query parameters its route renders', async (t) => {
  t.ok(rendersPerRequest(['payment'], 'payment=failed'));
  t.ok(rendersPerRequest(['payment'], 'utm_source=sms&payment='));
  t.notOk(rendersPerRequest(['payment'], 'utm_source=sms'));
  t.notOk(rendersPerRequest(['payment'], undefined));
  t.notOk(rendersPerRequest(undefined, 'payment=failed'));
  t.notOk(rendersPerRequest([], 'payment=failed'));
});
