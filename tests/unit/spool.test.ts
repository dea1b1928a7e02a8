import t from 'tap';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Spool } from '../../server/upstreams/mail/spool.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const fresh = () => Spool.open(join(tempDir('rupeeflow-spool-'), 'spool'));
const onDisk = (spool: Spool, kind: 'contact' | 'careers') =>
  readdirSync(spool.dirOf(kind)).filter((n) => n.endsWith('.eml')).length;

t.test(
  'the depth counts each waiting submission once while the worker lists the spool',
  async (t) => {
    const spool = await fresh();
    // The delivery worker lists the spool whenever something is stored, so a list can read the directory after
    // a new file is renamed into place but before put() has finished.
    const counted: number[] = [];
    const lists: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      let stored = false;
      const put = spool.put('contact', spool.newId(), Buffer.from(`message ${i}`)).then(() => {
        stored = true;
        counted.push(spool.depthByKind().contact);
      });
      while (!stored) {
        lists.push(spool.list());
        await new Promise((resolve) => setImmediate(resolve));
      }
      await put;
    }
    await Promise.all(lists);
    t.same(
      counted,
      counted.map((_, i) => i + 1),
      'each put leaves the depth one higher',
    );
    t.equal(onDisk(spool, 'contact'), 40);
    t.same(spool.depthByKind(), { contact: 40, careers: 0, privacy: 0, receipt: 0 });
  },
);

t.test('removal and a file taken away by hand both lower the depth', async (t) => {
  const spool = await fresh();
  const a = await spool.put('careers', spool.newId(), Buffer.from('a'));
  await spool.put('careers', spool.newId(), Buffer.from('b'));
  await spool.put('contact', spool.newId(), Buffer.from('c'));
  t.same(spool.depthByKind(), { contact: 1, careers: 2, privacy: 0, receipt: 0 });
  await spool.remove(a);
  t.same(spool.depthByKind(), { contact: 1, careers: 1, privacy: 0, receipt: 0 });
  const [left] = await spool.list();
  await spool.remove(left!);
  t.same(spool.depthByKind(), { contact: 1, careers: 0, privacy: 0, receipt: 0 });
  const opened = await Spool.open(spool.root);
  t.same(
    opened.depthByKind(),
    { contact: 1, careers: 0, privacy: 0, receipt: 0 },
    'a fresh start counts what is on disk',
  );
});
