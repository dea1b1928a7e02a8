// The file after it: it must see none of the first file's before-each, that file's teardown done before it loaded,
// and its own failing test reported under its own name.
import t from 'tap';
import { events } from './events.ts';

const atLoad = [...events];

t.test("the second file loads after the first file's teardown", async (t) => {
  t.same(atLoad, ['first: before each', 'first: before each', 'first: teardown']);
});

t.test("the first file's before-each does not run before the second file's tests", async (t) => {
  t.equal(events.length, 3);
});

t.test('a failing test of the second file', async (t) => {
  t.equal(1 + 1, 3, 'fails on purpose');
});
