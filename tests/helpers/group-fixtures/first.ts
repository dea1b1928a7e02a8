// A test file as the group runner meets them: a before-each and a teardown on the root, two tests.
import t from 'tap';
import { events } from './events.ts';

t.beforeEach(() => void events.push('first: before each'));
t.teardown(() => void events.push('first: teardown'));

t.test('the first file runs its before-each before its first test', async (t) => {
  t.same(events, ['first: before each']);
});

t.test('and before its second', async (t) => {
  t.same(events, ['first: before each', 'first: before each']);
});
