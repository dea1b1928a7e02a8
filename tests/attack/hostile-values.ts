// Arbitraries for hostile input, shaped by a route's zod schema: its own field names with wrong types, huge and
// unicode strings, deep nesting and prototype keys, mixed with values that pass the field's schema so the handler
// behind validation is reached too.
import fc from 'fast-check';
import type { z } from 'zod';
import { encodeRefstr } from '../../server/verification/refstr.ts';

/** The keys of an object schema (through optional, pipe and transform wrappers); empty for anything else. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  type Wrapped = { shape?: Record<string, z.ZodType>; _zod?: { def?: Record<string, unknown> } };
  let s = schema as unknown as Wrapped | undefined;
  for (let i = 0; s && i < 8; i++) {
    if (s.shape) return s.shape;
    const def = s._zod?.def;
    s = (def?.in ?? def?.innerType ?? def?.schema) as Wrapped | undefined;
  }
  return {};
}

/** Values that often pass a field's schema: real-looking mobiles, PANs, e-mails, dates, ids and amounts. */
const plausible: unknown[] = [
  '9822067890',
  '+91 98220 67890',
  'PWHPS3187A',
  'asha@example.com',
  'Asha',
  'Verma',
  '1990-05-17',
  '50000',
  50000,
  '560001',
  '1',
  '29',
  'male',
  'Salaried',
  'Immediate',
  'yes',
  true,
  'on',
  encodeRefstr('310001'),
  'A question about my loan',
  'Please call me back.',
];

const protoKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

/** Deeply nested arrays and objects, as values (the JSON parser and the schema must both survive them). */
const deep = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e\u200b',
    '𝒜😀'.repeat(500),
    'x'.repeat(20_000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    'NaN',
    '-1',
    '1e309',
    ...protoKeys,
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...protoKeys, 'a', 'b'), fc.jsonValue({ maxDepth: 2 })),
  deep,
);

/** A value for one field: mostly one that passes its schema, else a hostile one. */
function fieldValue(field: z.ZodType): fc.Arbitrary<unknown> {
  const passing = plausible.filter((v) => field.safeParse(v).success);
  return passing.length > 0
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...passing), weight: 2 },
        { arbitrary: hostileValue, weight: 3 },
      )
    : hostileValue;
}

/** Entries (key, value) for a body, query or params: the schema's keys, some missing, plus extra and proto keys. */
export function hostileEntries(
  schema: z.ZodType | undefined,
): fc.Arbitrary<Array<[string, unknown]>> {
  const shape = shapeOf(schema);
  const keys = Object.keys(shape);
  const own = fc.tuple(
    ...keys.map((k) =>
      fc.option(fieldValue(shape[k]!), { nil: undefined, freq: 5 }).map((v) => [k, v] as const),
    ),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...protoKeys), fc.string({ maxLength: 12 })), hostileValue),
    { maxLength: 3 },
  );
  return fc
    .tuple(keys.length ? own : fc.constant([] as Array<readonly [string, unknown]>), extra)
    .map(([a, b]) => [...a.filter(([, v]) => v !== undefined), ...b] as Array<[string, unknown]>);
}

/** A JSON text with the entries as own keys (`__proto__` included, which an object literal would swallow). */
export const jsonObject = (entries: Array<[string, unknown]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

/** Bodies that are not an object at all: arrays, scalars, deep nesting, broken JSON. */
export const strangeJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"polluted":1}}', '\u0000'),
  fc.string({ maxLength: 60 }),
);

/** A form value as a browser would send it: text. Objects and arrays flatten to their JSON. */
export const formText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
