// Whether Node's async hooks are on in this process. They are off until something turns them on, such as the
// first `run` of an AsyncLocalStorage (React's streaming renderer keeps its request in one), and from then on every
// promise, tick and socket write of every request pays for them. With them off, a promise's continuation runs
// with no async id of its own (0); with them on, each gets one.
import { executionAsyncId } from 'node:async_hooks';

export async function asyncHooksOn() {
  await null;
  const first = executionAsyncId();
  await null;
  return first !== 0 || executionAsyncId() !== 0;
}

// Loaded into the built server with `node --import` by tests/api/async-hooks.test.ts: SIGWINCH asks.
if (process.env.ASYNC_HOOKS_PROBE === '1') {
  process.on('SIGWINCH', () => {
    void asyncHooksOn().then((on) => process.stderr.write(`async-hooks:${on ? 'on' : 'off'}\n`));
  });
}
