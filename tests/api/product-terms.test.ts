// GET /api/product-terms: the module's figures, cacheable, in the schema; other methods and queries refused.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { aprRange, productTerms } from '../../shared/product-terms.ts';
import { quoteLoan } from '../../shared/calculator.ts';
import { productTermsResponseSchema } from '../../shared/schemas/product-terms.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000' });

t.test(
  'answers the terms, the APR range that follows from them and the worked example',
  async (t) => {
    const res = await app.inject({ url: '/api/product-terms' });
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], /application\/json/);
    const body = productTermsResponseSchema.parse(res.json());
    t.same(body.amount, productTerms.amount);
    t.same(body.tenureDays, productTerms.tenureDays);
    t.same(body.dailyRate, productTerms.dailyRate);
    t.equal(body.processingFeePercent, 5);
    t.equal(body.gstPercent, 18);
    t.same(body.aprRange, aprRange);
    t.same(body.example.quote, quoteLoan(productTerms.example));
    t.equal(body.example.quote.apr, 464.17);
  },
);

t.test('is cacheable by browsers and shared caches', async (t) => {
  const res = await app.inject({ url: '/api/product-terms' });
  t.match(res.headers['cache-control'], /public/);
  t.match(res.headers['cache-control'], /max-age=\d+/);
});

t.test('a query string changes nothing; other methods are not allowed', async (t) => {
  const plain = await app.inject({ url: '/api/product-terms' });
  const queried = await app.inject({ url: '/api/product-terms?amount=1000&x=%00' });
  t.equal(queried.statusCode, 200);
  t.equal(queried.body, plain.body);
  const post = await app.inject({ method: 'POST', url: '/api/product-terms', payload: {} });
  t.ok(post.statusCode === 404 || post.statusCode === 405, `POST answered ${post.statusCode}`);
});

t.test('is listed in /openapi.json', async (t) => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  t.ok(doc.paths['/api/product-terms']?.get, 'documented');
});
