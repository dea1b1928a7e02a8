// The lending-partner register is read in the browser without zod (issue 47), so zod stays off the page's first
// visit. What it accepts, refuses and makes of a register must be what the shared schema the server reads the
// deployment's file with would: the same registers refused, the same texts trimmed, `sample` read the same way.
import t from 'tap';
import { deepStrictEqual } from 'node:assert';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { registerReader } from '../../client/pages/policy/register-reader.ts';
import { lendingPartnerRegisterSchema } from '../../shared/schemas/lending-partners.ts';
import { sampleRegister } from '../../server/lending-partners/sample-register.ts';

type Schema = { safeParse(v: unknown): { success: true; data: unknown } | { success: false } };

/** Either refused, or read into the same value. */
const reading = (schema: Schema) => (value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, data: r.data } : { ok: false };
};
const ours = reading(registerReader);
const theirs = reading(lendingPartnerRegisterSchema);

const live: unknown = JSON.parse(
  readFileSync(new URL('../helpers/lending-partners.live.json', import.meta.url), 'utf8'),
);
const row = (sampleRegister.partners[0] ?? {}) as Record<string, unknown>;
const officer = row.grievanceOfficer as Record<string, unknown>;
const withRow = (changes: Record<string, unknown>) => ({ partners: [{ ...row, ...changes }] });

t.test(
  'the registers we ship and their near misses: the same answer as the shared schema',
  async (t) => {
    const examples: unknown[] = [
      sampleRegister,
      live,
      { partners: [] },
      { ownApp: '  Rupeeflow (Android) ', partners: [] },
      { ownApp: '   ', partners: [] },
      { ownApp: 7, partners: [] },
      { partners: [], extra: 1 },
      {},
      { partners: {} },
      { partners: Array.from({ length: 200 }, () => row) },
      { partners: Array.from({ length: 201 }, () => row) },
      withRow({ name: '  SalaryMitra  ' }),
      withRow({ name: '' }),
      withRow({ name: 'x'.repeat(200) }),
      withRow({ name: 'x'.repeat(201) }),
      withRow({ name: ` ${'x'.repeat(200)} ` }),
      withRow({ kind: 'NBFC' }),
      withRow({ kind: undefined }),
      withRow({ role: { en: 'Role' } }),
      withRow({ role: { en: 'Role', hi: 'भूमिका', fr: 'Rôle' } }),
      withRow({ role: ['Role', 'भूमिका'] }),
      withRow({ app: undefined }),
      withRow({ app: ' App ' }),
      withRow({ app: null }),
      withRow({ sample: undefined }),
      withRow({ sample: 'true' }),
      withRow({ sample: false }),
      withRow({ status: { en: 'Active', hi: ' ' } }),
      withRow({ grievanceOfficer: { ...officer, email: 'not an address' } }),
      withRow({ grievanceOfficer: { ...officer, email: ' grievance@example.in' } }),
      withRow({ grievanceOfficer: { ...officer, email: `${'a'.repeat(190)}@example.in` } }),
      withRow({ grievanceOfficer: { ...officer, email: 'a.b@c.d.in' } }),
      withRow({ grievanceOfficer: { ...officer, email: '.a@example.in' } }),
      withRow({ grievanceOfficer: { ...officer, email: 'grievance@example.c' } }),
      withRow({ grievanceOfficer: { ...officer, phone: 'x'.repeat(41) } }),
      withRow({ grievanceOfficer: { ...officer, extra: 'x' } }),
      withRow({ unknown: 1 }),
      JSON.parse('{"partners":[],"__proto__":{"x":1}}'),
      { partners: [null] },
      [],
      null,
      undefined,
      'register',
      42,
    ];
    for (const value of examples)
      t.same(ours(value), theirs(value), JSON.stringify(value)?.slice(0, 120) ?? 'undefined');
    t.same(
      ours(sampleRegister),
      { ok: true, data: sampleRegister },
      'the sample register reads as itself',
    );
    t.same(ours(withRow({ name: '  x ' })), {
      ok: true,
      data: { partners: [{ ...row, name: 'x' }] },
    });
  },
);

t.test('generated registers: the same answer as the shared schema', async (t) => {
  // Texts that pass, fail or pass only once trimmed; values of the wrong kind; keys that should not be there.
  const textArb = (max: number) =>
    fc.oneof(
      { arbitrary: fc.string({ minLength: 1, maxLength: 12 }), weight: 12 },
      { arbitrary: fc.string({ maxLength: 3 }).map((s) => ` \t${s}\n `), weight: 2 },
      {
        arbitrary: fc.constantFrom(
          '',
          ' ',
          'x'.repeat(max),
          'x'.repeat(max + 1),
          ` ${'x'.repeat(max)} `,
        ),
        weight: 1,
      },
      { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 },
    );
  const emailArb = fc.oneof(
    { arbitrary: fc.emailAddress(), weight: 6 },
    { arbitrary: fc.constantFrom('a@b', 'a..b@example.in', "o'neil@example.co.in"), weight: 1 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 },
  );
  const bilingualArb = (max: number) =>
    fc.oneof(
      { arbitrary: fc.record({ en: textArb(max), hi: textArb(max) }), weight: 12 },
      { arbitrary: fc.record({ en: textArb(max) }), weight: 1 },
      { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 },
    );
  const fields = {
    name: textArb(200),
    kind: fc.oneof(
      { arbitrary: fc.constantFrom('DLA', 'LSP'), weight: 8 },
      { arbitrary: fc.constantFrom('dla', ''), weight: 1 },
      { arbitrary: fc.jsonValue({ maxDepth: 0 }), weight: 1 },
    ),
    role: bilingualArb(600),
    website: textArb(200),
    app: textArb(200),
    grievanceOfficer: fc.oneof(
      {
        arbitrary: fc.record({ name: textArb(120), email: emailArb, phone: textArb(40) }),
        weight: 12,
      },
      {
        arbitrary: fc.record(
          { name: textArb(120), email: emailArb, phone: textArb(40), extra: fc.string() },
          { requiredKeys: ['extra'] },
        ),
        weight: 1,
      },
      { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 1 },
    ),
    status: bilingualArb(300),
    sample: fc.oneof({ arbitrary: fc.boolean(), weight: 8 }, fc.jsonValue({ maxDepth: 0 })),
  };
  const required = ['name', 'kind', 'role', 'website', 'grievanceOfficer', 'status'] as const;
  /** Sometimes with a key no register has; the register's own keys as given. */
  const surplus = <T extends object>(arb: fc.Arbitrary<T>) =>
    fc.oneof(
      { arbitrary: arb, weight: 12 },
      { arbitrary: arb.map((v) => ({ ...v, surplus: 'x' })), weight: 1 },
    );
  const partnerArb = surplus(
    fc.oneof(
      { arbitrary: fc.record(fields, { requiredKeys: [...required] }), weight: 8 },
      // Any of its keys missing.
      { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
    ),
  );
  const registerArb = fc.oneof(
    { arbitrary: fc.jsonValue(), weight: 1 },
    {
      arbitrary: surplus(
        fc.record(
          {
            ownApp: textArb(200),
            partners: fc.array(fc.oneof({ arbitrary: partnerArb, weight: 20 }, fc.jsonValue()), {
              maxLength: 2,
            }),
          },
          { requiredKeys: ['partners'] },
        ),
      ),
      weight: 6,
    },
  );
  let read = 0;
  t.doesNotThrow(() =>
    fc.assert(
      fc.property(registerArb, (value) => {
        const answer = ours(value);
        if (answer.ok) read += 1;
        deepStrictEqual(answer, theirs(value));
      }),
      { numRuns: 2000 },
    ),
  );
  // Not only refusals were compared.
  t.ok(read > 200, `${read} of 2000 generated registers were read`);
});
