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
