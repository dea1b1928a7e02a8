import t from 'tap';
import { startApp } from '../helpers/app.ts';

t.test(
  'a URL the router cannot read answers 400 as problem+json, like every other error',
  async (t) => {
    const { app } = await startApp(t);
    const res = await app.inject({ url: '/api/states/%/cities' });
    t.equal(res.statusCode, 400);
    t.match(res.headers['content-type'], 'application/problem+json');
    t.match(res.json(), { status: 400, detail: 'The request could not be read.' });
    t.equal((await app.inject({ url: '/api/states' })).statusCode, 200, 'the server keeps serving');
  },
);
