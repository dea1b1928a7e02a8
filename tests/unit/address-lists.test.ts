// The Apply page reads the address lists without zod (decision 0140), so zod stays off a first visit. What it
// accepts, and what it makes of it, must be what the shared schemas the server answers with would: the same
// answers refused, the same items kept, extra keys dropped.
import t from 'tap';
import { deepStrictEqual } from 'node:assert';
import fc from 'fast-check';
import { cityList, pincodeList, stateList } from '../../client/pages/apply/api.ts';
import {
  cityListSchema,
  pincodeListSchema,
  stateListSchema,
} from '../../shared/schemas/reference.ts';

const pairs = [
  { name: 'states', light: stateList, zod: stateListSchema, key: 'states', field: 'name' },
  { name: 'cities', light: cityList, zod: cityListSchema, key: 'cities', field: 'name' },
  {
    name: 'pincodes',
    light: pincodeList,
    zod: pincodeListSchema,
    key: 'pincodes',
    field: 'pincode',
  },
] as const;

/** Either refused, or read into the same value. */
function reading(schema: {
  safeParse(v: unknown): { success: true; data: unknown } | { success: false };
}) {
  return (value: unknown) => {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, data: r.data } : { ok: false };
  };
}

for (const { name, light, zod, key, field } of pairs) {
  t.test(`${name}: the same answers as the shared schema`, async (t) => {
    const ours = reading(light);
    const theirs = reading(zod);
    const item = { id: '7', [field]: 'Noida', extra: 'x' };
    const examples: unknown[] = [
      { [key]: [] },
      { [key]: [item, { id: '8', [field]: 'Pune' }] },
      { [key]: [item], other: 1 },
      { [key]: [{ id: 7, [field]: 'Noida' }] },
      { [key]: [{ id: '7' }] },
      { [key]: [null] },
      { [key]: 'Noida' },
      { [key]: { 0: item, length: 1 } },
      {},
      null,
      undefined,
      'states',
      [item],
      42,
    ];
    for (const value of examples)
      t.same(ours(value), theirs(value), `${JSON.stringify(value) ?? 'undefined'}`);
    t.same(ours({ [key]: [item] }), { ok: true, data: { [key]: [{ id: '7', [field]: 'Noida' }] } });
    t.same(ours({ [key]: [{ id: '7' }] }), { ok: false });

    // Any JSON an answer could carry, many of them list-shaped.
    const itemArb = fc.record(
      {
        id: fc.oneof(fc.string(), fc.integer()),
        [field]: fc.oneof(fc.string(), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const answer = fc.oneof(
      fc.jsonValue(),
      fc.record({ [key]: fc.array(fc.oneof(itemArb, fc.jsonValue()), { maxLength: 4 }) }),
      fc.record({ [key]: fc.array(fc.record({ id: fc.string(), [field]: fc.string() })) }),
    );
    t.doesNotThrow(() =>
      fc.assert(
        fc.property(answer, (value) => deepStrictEqual(ours(value), theirs(value))),
        { numRuns: 300 },
      ),
    );
  });
}
