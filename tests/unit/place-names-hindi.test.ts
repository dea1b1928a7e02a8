// State and city names for a Hindi reader (issue 41): Devanagari with the Latin name beside it, for every state
// and union territory and every city the sandbox's reference data holds; English lists stay as the lending API
// sends them; a place we have no Devanagari for keeps its Latin name alone.
import t from 'tap';
import { placeLabel as hindi } from '../../client/content/place-names.hi.ts';
import { placeLabel as english } from '../../client/content/place-names.ts';
import { places } from '../../server/upstreams/sandbox/seed/places.ts';

t.test('every seeded state and city has its Devanagari name in Hindi', async (t) => {
  const names = places.flatMap((p) => [p.state, ...Object.keys(p.cities)]);
  t.equal(names.length, 36 + 213);
  for (const name of names) {
    t.match(hindi(name), new RegExp(`^[\\u0900-\\u097F][^()]* \\(${name}\\)$`), name);
    t.equal(english(name), name);
  }
  t.equal(hindi('Uttar Pradesh'), 'उत्तर प्रदेश (Uttar Pradesh)');
  t.equal(hindi('Noida'), 'नोएडा (Noida)');
});

t.test('a place we do not know, or a name like a built-in, keeps its Latin name', async (t) => {
  t.equal(hindi('Nowhere Nagar'), 'Nowhere Nagar');
  t.equal(hindi('constructor'), 'constructor');
  t.equal(hindi('toString'), 'toString');
});
