import t from 'tap';
import { gunzipSync } from 'node:zlib';
import {
  compressPrefix,
  compressSegment,
  gzipWithInsert,
  gzipWithTail,
} from '../../server/features/pages/gzip-splice.ts';

t.test('a compressed prefix plus a stored tail inflates to the whole document', async (t) => {
  const prefix = Buffer.from('<html><body>' + 'Rupeeflow salary advance '.repeat(2000));
  const tail = Buffer.from('<script nonce="abc123"></script></body></html>');
  const body = gzipWithTail(compressPrefix(prefix), tail);
  t.equal(gunzipSync(body).toString(), prefix.toString() + tail.toString());
  t.ok(body.length < prefix.length / 10, 'the prefix really is compressed');
});

t.test('each request can carry a different tail over the same prefix', async (t) => {
  const p = compressPrefix(Buffer.from('head'));
  t.equal(gunzipSync(gzipWithTail(p, Buffer.from('-one'))).toString(), 'head-one');
  t.equal(gunzipSync(gzipWithTail(p, Buffer.from('-two'))).toString(), 'head-two');
});

t.test('a tail longer than one stored block and an empty tail both work', async (t) => {
  const p = compressPrefix(Buffer.from('x'));
  const long = Buffer.alloc(70_000, 'y');
  t.equal(gunzipSync(gzipWithTail(p, long)).length, 70_001);
  t.equal(gunzipSync(gzipWithTail(p, Buffer.alloc(0))).toString(), 'x');
});

t.test('bytes inserted between two compressed-once segments inflate in place', async (t) => {
  const head = compressPrefix(Buffer.from('<a href="/hi/faqs' + ' padding'.repeat(500)));
  const rest = compressSegment(Buffer.from('">switch</a>' + ' padding'.repeat(500)));
  const whole = (insert: string, tail: string) =>
    gunzipSync(gzipWithInsert(head, Buffer.from(insert), rest, Buffer.from(tail))).toString();
  const expected = (insert: string, tail: string) =>
    '<a href="/hi/faqs' +
    ' padding'.repeat(500) +
    insert +
    '">switch</a>' +
    ' padding'.repeat(500) +
    tail;
  t.equal(
    whole('?amount=10000&amp;days=30', '</html>'),
    expected('?amount=10000&amp;days=30', '</html>'),
  );
  t.equal(whole('', ''), expected('', ''), 'nothing inserted');
  const big = '?' + 'q'.repeat(70_000);
  t.equal(whole(big, '!'), expected(big, '!'), 'an insert longer than one stored block');
});
