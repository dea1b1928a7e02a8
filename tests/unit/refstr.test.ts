import t, { type Test } from 'tap';
import { decodeRefstr, encodeRefstr } from '../../server/verification/refstr.ts';

const SECRET = 'test-refstr-secret';

function refused(t: Test, value: string | undefined, secret?: string, what?: string): void {
  t.equal(decodeRefstr(value, secret), undefined, what ?? `refuses ${JSON.stringify(value)}`);
}

t.test('a base64 lead id is read in every spelling the links use', async (t) => {
  t.equal(decodeRefstr('MzEwMDAx'), '310001', 'standard base64');
  t.equal(decodeRefstr('NDgyMTM3OQ=='), '4821379', 'padded');
  t.equal(decodeRefstr('NDgyMTM3OQ'), '4821379', 'unpadded');
  t.equal(
    decodeRefstr(Buffer.from('123456789012').toString('base64url')),
    '123456789012',
    'URL-safe encoder output, 12 digits',
  );
  t.equal(decodeRefstr('Nw=='), '7', 'a one-digit lead id');
  t.equal(
    encodeRefstr(310001),
    'MzEwMDAx',
    'the unsigned form is what btoa gives, so old links keep working',
  );
});

t.test('a signed refstr round-trips with its secret, URL-safe alphabet and all', async (t) => {
  for (const id of ['1', '42', '310005', '987654321012']) {
    const signed = encodeRefstr(id, SECRET);
    t.match(
      signed,
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/,
      'base64url id, a dot, a 16-byte signature',
    );
    t.equal(decodeRefstr(signed, SECRET), id, `lead ${id}`);
  }
});

t.test('a signature that does not verify is refused', async (t) => {
  const signed = encodeRefstr('310001', SECRET);
  const [id, sig] = signed.split('.') as [string, string];
  refused(t, signed, 'another-secret', 'signed with another secret');
  const flipped = `${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`;
  refused(t, `${id}.${flipped}`, SECRET, 'one signature character changed');
  refused(
    t,
    `${encodeRefstr('310002', SECRET).split('.')[0]}.${sig}`,
    SECRET,
    'another lead id under this signature',
  );
  refused(t, `${id}.${sig.slice(0, 12)}`, SECRET, 'a truncated signature');
  refused(t, `${id}.${sig}.${sig}`, SECRET, 'an extra part');
});

t.test('an unsigned refstr is refused when a secret is set', async (t) => {
  refused(t, 'MzEwMDAx', SECRET);
  refused(t, encodeRefstr('310001'), SECRET);
});

t.test('values that are not a base64 lead id answer 400 with the link message', async (t) => {
  refused(t, '', undefined, 'empty');
  refused(t, undefined, undefined, 'missing');
  refused(t, 'not base64!', undefined, 'not base64');
  refused(t, 'MzEw MDAx', undefined, 'a space inside');
  refused(t, Buffer.from('12ab').toString('base64'), undefined, 'letters in the decoded id');
  refused(t, Buffer.from('-12').toString('base64'), undefined, 'a sign in the decoded id');
  refused(t, Buffer.from('1234567890123').toString('base64'), undefined, '13 digits');
  refused(t, 'M', undefined, 'an impossible length');
  refused(t, 'NDgyMTM3OQ=', undefined, 'padding that breaks the length');
  refused(t, 'MzEwMDAx===', undefined, 'three padding characters');
  refused(t, 'MzEwMDAx.c2ln', undefined, 'a signed-looking value without a secret');
  refused(t, 'Mz+wMD_x', undefined, 'mixed alphabets');
  refused(t, 'Nx', undefined, 'stray bits in the last character (Nw is 7)');
});

t.test('encodeRefstr refuses what is not a lead id', async (t) => {
  t.throws(() => encodeRefstr('12a'));
  t.throws(() => encodeRefstr('1234567890123'));
  t.throws(() => encodeRefstr(''));
});
