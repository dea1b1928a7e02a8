// Team portraits: 400x400 head-and-shoulders illustrations generated from parameters.
import { C, Scene, rect, circ, path, grp, at, shade, tint, rng } from '../lib/core.mjs';
import { person, SKIN, HAIR, CLOTH } from '../lib/people.mjs';

const BG = ['#EAF4FF', '#DDF7EE', '#FFF1D6', '#F3EAFE', '#FFE8EC', '#E6F6FA', '#EEF2F7', '#FDF3E4'];

export function portrait(o, bg, title) {
  const sc = new Scene(400, 400, 'p');
  const body = [
    rect(0, 0, 400, 400, bg),
    circ(200, 230, 160, tint(shade(bg, 0.06), 0.3)),
    person(200, 980, 3.75, { ...o, legs: false }),
  ];
  return sc.render(body.join(''), title);
}

// Deterministic cast. kind: leader|lead|staff, i: index from 1, female flag decides gender.
export function castMember(kind, i, female) {
  const seed = { leader: 100, lead: 200, staff: 300 }[kind] + i * 7;
  const r = rng(seed);
  const k = (n) => Math.floor(r() * n);
  const o = { female, skin: SKIN[k(SKIN.length)] };
  const older = kind === 'leader' ? r() < 0.6 : r() < 0.15;
  o.hair = older ? HAIR[3 + k(3)] : HAIR[k(4)];
  o.glasses = r() < (kind === 'leader' ? 0.5 : 0.3);
  if (female) {
    const attires = kind === 'staff' ? ['kurti', 'shirt', 'saree', 'tshirt', 'kurti', 'blazer'] : ['saree', 'blazer', 'kurti', 'blazer'];
    o.attire = attires[k(attires.length)];
    o.style = ['long', 'bun', 'bob', 'ponytail', 'curlyLong', 'braid'][k(6)];
    o.bindi = r() < 0.4;
    o.earring = r() < 0.7;
    o.accent = CLOTH[['saffron', 'mustard', 'white', 'pink', 'teal'][k(5)]];
    o.top = CLOTH[['maroon', 'teal', 'purple', 'pink', 'navy', 'green', 'coral', 'magenta', 'mustard', 'sky', 'lilac', 'rust'][k(12)]];
    if (o.attire === 'saree') o.blouse = CLOTH[['maroon', 'navy', 'mustard', 'charcoal'][k(4)]];
    if (o.attire === 'blazer') {
      o.top = CLOTH[['navy', 'charcoal', 'maroon', 'teal', 'grey'][k(5)]];
      o.inner = CLOTH[['white', 'cream', 'pink', 'sky'][k(4)]];
    }
    if (o.attire === 'kurti' && r() < 0.6) o.dupatta = CLOTH[['saffron', 'white', 'pink', 'mustard', 'cream'][k(5)]];
  } else {
    const attires = kind === 'staff' ? ['shirt', 'polo', 'kurta', 'tshirt', 'shirt', 'blazer', 'hoodie'] : ['blazer', 'shirt', 'kurta', 'blazer'];
    o.attire = attires[k(attires.length)];
    o.style = older ? ['receding', 'short', 'side', 'bald'][k(4)] : ['short', 'side', 'curly', 'spiky', 'side'][k(5)];
    o.beard = r() < 0.3;
    o.moustache = !o.beard && r() < 0.35;
    o.top = CLOTH[['blue', 'white', 'sky', 'teal', 'olive', 'grey', 'rust', 'denim', 'mustard', 'green', 'navy', 'cream'][k(12)]];
    if (o.attire === 'blazer') {
      o.top = CLOTH[['navy', 'charcoal', 'grey', 'denim'][k(4)]];
      o.inner = CLOTH[['white', 'sky', 'cream'][k(3)]];
      o.tie = r() < 0.5 ? CLOTH[['maroon', 'saffron', 'teal', 'navy'][k(4)]] : undefined;
    }
    if (o.attire === 'kurta') o.top = CLOTH[['white', 'cream', 'saffron', 'sky', 'mustard', 'maroon'][k(6)]];
  }
  if (r() < 0.5) o.open = true;
  const bg = BG[k(BG.length)];
  return portrait(o, bg, `${kind} portrait ${i}`);
}
