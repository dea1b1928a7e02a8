import t from 'tap';
import { startApp } from '../helpers/app.ts';

t.test(
  'every static page renders without inline scripts, so all of them are served from the cache',
  async (t) => {
    const { app, logs } = await startApp(t);
    const count = await app.warmPages();
    t.ok(count >= 25, `${count} pages rendered`);
    const refused = logs.filter((l) => l.includes('rendered per request'));
    t.same(refused, [], 'no page fell back to per-request rendering');
  },
);

t.test(
  'a request that comes during the warm-up is answered before the warm-up ends, not behind it',
  async (t) => {
    const { app, url } = await startApp(t, {}, { listen: true });
    let warmed = false;
    const warming = app.warmPages().then((count) => {
      warmed = true;
      return count;
    });
    const res = await fetch(`${url}/healthz`);
    t.equal(res.status, 200);
    t.notOk(warmed, 'the warm-up was still going when the answer came');
    t.ok((await warming) >= 25, 'and it went on to warm every page');
  },
);

t.test(
  'a shutdown stops the warm-up; the pages it left are rendered when first asked for',
  async (t) => {
    const { app } = await startApp(t);
    const warming = app.warmPages();
    app.beginShutdown();
    t.equal(await warming, 0, 'no language was warmed');
    const page = await app.inject({ url: '/faqs' });
    t.equal(page.statusCode, 200);
    t.match(page.body, '<h1');
  },
);
