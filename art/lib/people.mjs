// Parametric flat-style people. Local frame: origin on the ground between the feet,
// y grows downwards, the top of the head is near y = -245. Scale with `s`.
import { C, el, rect, circ, ell, path, line, grp, at, shade, tint, mix, r1 } from './core.mjs';

export const SKIN = ['#F3CDAF', '#E6B48F', '#D29A72', '#B97C55', '#9A6240', '#7A4A30'];
export const HAIR = ['#1E1614', '#2B1D18', '#3A2920', '#4B3526', '#6F6A67', '#B9B6B2'];
export const CLOTH = {
  navy: '#0A3D91', blue: '#1565E0', teal: '#12B886', saffron: '#F59F00', maroon: '#A63446', mustard: '#E2A93B',
  purple: '#6A5ACD', pink: '#E56B8F', olive: '#6C8E4E', white: '#F7F9FC', grey: '#8C99AB', beige: '#E8D5BA',
  charcoal: '#2E3A4D', sky: '#7FB3F5', coral: '#F0785A', green: '#2F9E6E', lilac: '#B69CF0', cream: '#F6EBD9',
  denim: '#3E5C8A', rust: '#C0592B', magenta: '#C2307A',
};

const INK = '#2A1C16';
const LIP = '#8E4033';

const ARM_POSES = {
  down: [[38, -132], [39, -97]],
  hold: [[38, -128], [16, -120]],
  phone: [[40, -128], [14, -146]],
  chin: [[40, -130], [18, -190]],
  wave: [[52, -178], [58, -226]],
  up: [[46, -200], [50, -246]],
  point: [[54, -160], [84, -178]],
  hip: [[54, -142], [30, -112]],
  out: [[56, -150], [80, -140]],
  type: [[40, -122], [22, -108]],
  clap: [[40, -130], [4, -150]],
  mic: [[40, -128], [10, -176]],
  carry: [[40, -132], [36, -100]],
  across: [[38, -134], [-10, -138]],
  lift: [[44, -196], [12, -252]],
  salute: [[46, -196], [14, -224]],
  shovel: [[40, -140], [22, -128]],
  present: [[50, -150], [70, -190]],
};

// o: { skin, hair, style, top, bottom, attire, sleeve, female, arms:[left,right], glasses, beard, bindi,
//      legs (bool), back (bool), accent, tie, headset, shoe, lanyard, dupatta, smile }
export function person(x, y, s, o = {}) {
  const skin = o.skin ?? SKIN[2];
  const sk2 = shade(skin, 0.14);
  const hair = o.hair ?? HAIR[0];
  const top = o.top ?? CLOTH.blue;
  const bottom = o.bottom ?? CLOTH.charcoal;
  const attire = o.attire ?? 'shirt';
  const female = !!o.female;
  const back = !!o.back;
  const style = o.style ?? (female ? 'long' : 'short');
  const legs = o.legs !== false;
  const shoe = o.shoe ?? '#2B2B33';
  const accent = o.accent ?? CLOTH.saffron;
  const sleeveCol = attire === 'saree' ? o.blouse ?? accent : top;
  const sleeve = o.sleeve ?? (attire === 'saree' || attire === 'tshirt' || attire === 'polo' ? 'short' : 'long');
  const sw = female ? 30 : 34;
  const ww = female ? 25 : 29;
  const [la, ra] = o.arms ?? ['down', 'down'];
  const out = [];

  // back hair layer
  out.push(hairBack(style, hair, back));

  // neck
  out.push(rect(-8, -200, 16, 20, sk2, 4));

  // legs
  const long = attire === 'kurta' || attire === 'kurti';
  if (legs && o.sit) {
    const lc = attire === 'saree' ? top : bottom;
    if (attire === 'saree') out.push(path('M-30 -112H30L34 -50H-34Z', lc), path('M-34 -58H34V-50H-34Z', accent));
    else out.push(rect(-29, -112, 58, 22, lc, 9), line('M-15 -98V-56M15 -98V-56', lc, 19, { 'stroke-linecap': 'butt' }));
    out.push(ell(-17, -52, 13, 6, shoe), ell(17, -52, 13, 6, shoe));
  } else if (legs) {
    if (attire === 'saree') {
      out.push(ell(-12, -5, 12, 6, shoe), ell(12, -5, 12, 6, shoe));
    } else if (long) {
      out.push(line('M-12 -62V-10M12 -62V-10', bottom, 16, { 'stroke-linecap': 'butt' }));
      out.push(ell(-15, -6, 13, 6.5, shoe), ell(15, -6, 13, 6.5, shoe));
    } else if (o.skirt) {
      out.push(line('M-10 -70V-10M10 -70V-10', skin, 11, { 'stroke-linecap': 'butt' }));
      out.push(path('M-26 -110H26L33 -62H-33Z', bottom));
      out.push(ell(-13, -6, 11, 6, shoe), ell(13, -6, 11, 6, shoe));
    } else {
      out.push(path('M-29 -108H29L27 -8H3L0 -78L-3 -8H-27Z', bottom));
      out.push(ell(-16, -6, 14, 6.5, shoe), ell(16, -6, 14, 6.5, shoe));
    }
  }

  // seen from behind, arms go behind the torso (hands in front of the body are hidden)
  if (back) {
    out.push(arm(-1, la, skin, sleeveCol, sleeve, o));
    out.push(arm(1, ra, skin, sleeveCol, sleeve, o));
  }

  // torso
  const torso = `M${-sw} -160Q${-sw} -184 ${-sw + 16} -186H${sw - 16}Q${sw} -184 ${sw} -160L${ww} -105H${-ww}Z`;
  if (attire === 'saree') {
    const sc = top;
    if (!o.sit) {
      out.push(path(`M-27 -130L-36 -4H36L27 -130Z`, sc));
      out.push(line('M-8 -120L-12 -8M2 -120L2 -8M12 -120L16 -8', shade(sc, 0.12), 1.6));
      out.push(path('M-35.4 -18H35.4L36 -4H-36Z', accent));
    } else out.push(path('M-27 -130L-30 -104H30L27 -130Z', sc));
    out.push(path(torso, o.blouse ?? accent, { transform: 'translate(0 0)' }));
    // pallu over the shoulder, diagonally across the chest
    out.push(path(`M-30 -178Q-22 -188 -12 -186L30 -128L27 -104L-2 -104Z`, sc));
    out.push(line('M-12 -186L30 -128', accent, 4));
    out.push(path('M-31 -176L-38 -110L-28 -110Z', shade(sc, 0.1)));
  } else if (long) {
    const hem = o.sit ? -92 : -58;
    const kl = `M${-sw} -160Q${-sw} -184 ${-sw + 16} -186H${sw - 16}Q${sw} -184 ${sw} -160L${ww + 8} ${hem}H${-ww - 8}Z`;
    out.push(path(kl, top));
    out.push(path(`M${sw - 16} -186Q${sw} -184 ${sw} -160L${ww + 8} ${hem}H${ww + 1}L${sw - 7} -160Q${sw - 7} -178 ${sw - 16} -186Z`, '#000', { opacity: 0.06 }));
    if (!back) out.push(line('M0 -184V-150', shade(top, 0.18), 2));
    if (!back) out.push(circ(0, -172, 1.6, tint(top, 0.6)), circ(0, -162, 1.6, tint(top, 0.6)));
    out.push(path(`M${-ww - 8} ${hem - 8}H${ww + 8}V${hem}H${-ww - 8}Z`, shade(top, 0.12)));
    if (attire === 'kurta' && !back) out.push(rect(-9, -189, 18, 6, shade(top, 0.15), 3));
    if (o.dupatta && !back) {
      out.push(path(`M${-sw + 2} -176Q0 -150 ${sw - 2} -176L${sw - 2} -168Q0 -140 ${-sw + 2} -168Z`, o.dupatta));
      out.push(path(`M${sw - 4} -176L${sw + 4} -110L${sw - 6} -108L${sw - 10} -170Z`, o.dupatta));
    }
  } else {
    out.push(path(torso, top));
    out.push(path(`M${sw - 16} -186Q${sw} -184 ${sw} -160L${ww} -105H${ww - 7}L${sw - 7} -160Q${sw - 7} -178 ${sw - 16} -186Z`, '#000', { opacity: 0.06 }));
    if (back) {
      /* plain back */
    } else if (attire === 'shirt') {
      out.push(line('M0 -178V-108', shade(top, 0.15), 1.6));
      out.push(path('M-9 -187L0 -176L-4 -168L-13 -181Z', tint(top, 0.35)), path('M9 -187L0 -176L4 -168L13 -181Z', tint(top, 0.35)));
      if (!female) out.push(rect(9, -166, 12, 12, shade(top, 0.08), 2));
    } else if (attire === 'blazer') {
      const inner = o.inner ?? CLOTH.white;
      out.push(path('M-11 -187H11L0 -140Z', inner));
      if (o.tie) out.push(path('M-3 -182H3L5 -150L0 -143L-5 -150Z', o.tie));
      out.push(path('M-11 -187L0 -140L-6 -146L-16 -172L-10 -176Z', shade(top, 0.18)));
      out.push(path('M11 -187L0 -140L6 -146L16 -172L10 -176Z', shade(top, 0.18)));
      out.push(circ(0, -128, 2, shade(top, 0.3)), circ(0, -116, 2, shade(top, 0.3)));
    } else if (attire === 'tshirt' || attire === 'polo') {
      out.push(ell(0, -186, 10, 6, sk2));
      out.push(line('M-10 -186Q0 -176 10 -186', shade(top, 0.18), 2.5));
      if (attire === 'polo') {
        out.push(path('M-10 -187L0 -180L-2 -174L-12 -182Z', shade(top, 0.15)), path('M10 -187L0 -180L2 -174L12 -182Z', shade(top, 0.15)));
        out.push(line('M0 -178V-162', shade(top, 0.2), 1.5));
      }
      if (o.logo) out.push(circ(14, -160, 4, o.logo));
    } else if (attire === 'hoodie') {
      out.push(path('M-18 -188Q0 -170 18 -188L14 -180Q0 -166 -14 -180Z', shade(top, 0.15)));
      out.push(line('M-5 -176V-154M5 -176V-154', tint(top, 0.6), 1.6));
      out.push(path('M-16 -132H16L13 -112H-13Z', shade(top, 0.08)));
    }
    if (o.lanyard && !back) {
      out.push(line('M-10 -186L0 -150L10 -186', o.lanyard, 2.2));
      out.push(rect(-6, -152, 12, 16, C.white, 2, { stroke: o.lanyard, 'stroke-width': 1.2 }));
      out.push(rect(-4, -148, 8, 3, o.lanyard, 1));
    }
  }

  // arms
  if (!back) {
    out.push(arm(-1, la, skin, sleeveCol, sleeve, o));
    out.push(arm(1, ra, skin, sleeveCol, sleeve, o));
  }

  // head
  out.push(circ(-18.5, -212, 4.8, sk2), circ(18.5, -212, 4.8, sk2));
  out.push(ell(0, -214, 18.5, 21.5, skin));
  if (!back) {
    out.push(face(o, skin, hair));
  }
  out.push(hairFront(style, hair, back));
  if (o.headset) {
    out.push(line('M-21 -214Q-22 -248 0 -248Q22 -248 21 -214', '#2F3A4D', 3));
    out.push(rect(-25, -222, 8, 15, '#2F3A4D', 3), rect(17, -222, 8, 15, '#2F3A4D', 3));
    if (!back) out.push(line('M-21 -208Q-20 -196 -8 -198', '#2F3A4D', 2), circ(-7, -198, 2.6, '#2F3A4D'));
  }
  if (o.cap) {
    out.push(path('M-20 -222Q-20 -248 0 -248Q20 -248 20 -222Z', o.cap), path('M-20 -224H24Q26 -218 20 -218H-20Z', shade(o.cap, 0.2)));
  }
  [la, ra].forEach((pose, i) => {
    if (pose !== 'mic' || back) return;
    const [, [hx, hy]] = ARM_POSES.mic;
    const mx = (i ? 1 : -1) * hx;
    out.push(rect(mx - 2.5, hy - 16, 5, 14, '#2F3A4D', 2), ell(mx, hy - 19, 5, 6, '#5B6B85'));
  });
  if (o.phone && (la === 'phone' || ra === 'phone')) {
    const px = ra === 'phone' ? 14 : -14;
    out.push(rect(px - 7, -162, 14, 24, '#1F2A3D', 3), rect(px - 5, -159, 10, 17, o.phone, 1.5));
  }
  return at(x, y, s, o.sit ? grp(out.join(''), { transform: 'translate(0 48)' }) : out.join(''));
}

function arm(side, pose, skin, sleeveCol, sleeve, o) {
  const [[ex, ey], [hx, hy]] = ARM_POSES[pose] ?? ARM_POSES.down;
  const sx = side * (o.female ? 25 : 28);
  const sy = -174;
  const E = [side * ex, ey];
  const H = [side * hx, hy];
  const d = `M${sx} ${sy}L${E[0]} ${E[1]}L${H[0]} ${H[1]}`;
  let s = '';
  if (sleeve === 'short') {
    s += line(d, skin, 11);
    const mx = sx + (E[0] - sx) * 0.55;
    const my = sy + (E[1] - sy) * 0.55;
    s += line(`M${sx} ${sy}L${r1(mx)} ${r1(my)}`, sleeveCol, 15);
  } else {
    s += line(d, sleeveCol, 14);
  }
  s += circ(H[0], H[1], 6.6, skin);
  return s;
}

function face(o, skin, hair) {
  const f = [];
  const ey = -212;
  const blush = mix(skin, '#E8746A', 0.35);
  if (o.female) {
    f.push(ell(-10, -204, 3.2, 2, blush, { opacity: 0.55 }), ell(10, -204, 3.2, 2, blush, { opacity: 0.55 }));
    f.push(line(`M-8.6 ${ey - 1.6}L-10.4 ${ey - 3.2}M8.6 ${ey - 1.6}L10.4 ${ey - 3.2}`, INK, 1.2));
    f.push(line(`M-10 ${ey - 7}Q-7 ${ey - 9.5} -3.5 ${ey - 8}M10 ${ey - 7}Q7 ${ey - 9.5} 3.5 ${ey - 8}`, shade(hair, 0.05), 1.6));
  } else {
    f.push(ell(-10, -204, 3.2, 2, blush, { opacity: 0.2 }), ell(10, -204, 3.2, 2, blush, { opacity: 0.2 }));
    f.push(line(`M-10.5 ${ey - 7.5}L-3.5 ${ey - 8.5}M10.5 ${ey - 7.5}L3.5 ${ey - 8.5}`, shade(hair, 0.05), 2.6));
  }
  f.push(ell(-6.8, ey, 2, 2.5, INK), ell(6.8, ey, 2, 2.5, INK));
  f.push(line('M0 -209Q1.8 -204 -0.6 -203', shade(skin, 0.22), 1.4));
  if (o.beard) {
    f.push(path('M-18 -214Q-18 -190 0 -188Q18 -190 18 -214Q16 -200 8 -200Q0 -203 -8 -200Q-16 -200 -18 -214Z', o.hair ?? HAIR[0]));
  }
  if (o.moustache || o.beard) f.push(path('M-7 -200Q0 -204 7 -200Q4 -198 0 -199Q-4 -198 -7 -200Z', o.hair ?? HAIR[0]));
  if (o.open) f.push(path('M-5.5 -197.5Q0 -190 5.5 -197.5Z', '#FFFFFF', { stroke: LIP, 'stroke-width': 1.4, 'stroke-linejoin': 'round' }));
  else f.push(line('M-4.5 -197Q0 -193.5 4.5 -197', LIP, 1.8));
  if (o.bindi) f.push(circ(0, -222, 1.5, '#C81E3A'));
  if (o.earring) f.push(circ(-18.5, -205, 1.8, '#E8B33A'), circ(18.5, -205, 1.8, '#E8B33A'));
  if (o.glasses) {
    const gc = o.glasses === true ? '#263238' : o.glasses;
    f.push(rect(-13, -217, 11, 9, 'none', 3, { stroke: gc, 'stroke-width': 1.6 }), rect(2, -217, 11, 9, 'none', 3, { stroke: gc, 'stroke-width': 1.6 }));
    f.push(line('M-2 -213H2', gc, 1.6));
  }
  return f.join('');
}

function hairBack(style, hair, back) {
  switch (style) {
    case 'long':
      return path('M-23 -214C-25 -250 25 -250 23 -214L25 -166Q0 -158 -25 -166Z', hair);
    case 'bob':
      return path('M-23 -214C-25 -250 25 -250 23 -214L24 -192Q0 -186 -24 -192Z', hair);
    case 'bun':
      return circ(0, -239, 9, hair);
    case 'ponytail':
      return path('M14 -236Q34 -230 30 -196Q28 -178 22 -168Q22 -196 12 -214Z', hair);
    case 'braid':
      return path('M-4 -236C22 -240 26 -214 22 -196L26 -150Q22 -144 18 -150L16 -192Z', hair);
    case 'curlyLong':
      return path('M-24 -214C-28 -252 28 -252 24 -214L28 -172Q16 -164 0 -166Q-16 -164 -28 -172Z', hair);
    default:
      return '';
  }
}

function hairFront(style, hair, back) {
  if (back) {
    // viewed from behind: hair covers the whole head
    const base = path('M-19 -214C-21 -246 21 -246 19 -214C19 -204 14 -197 0 -196C-14 -197 -19 -204 -19 -214Z', hair);
    if (style === 'long' || style === 'curlyLong') return base + path('M-21 -214L-23 -168Q0 -160 23 -168L21 -214Z', hair);
    if (style === 'bob') return base + path('M-21 -214L-22 -192Q0 -186 22 -192L21 -214Z', hair);
    if (style === 'bun') return base + circ(0, -236, 9, shade(hair, 0.1));
    if (style === 'braid' || style === 'ponytail') return base + path('M-5 -200H5L6 -150Q0 -144 -6 -150Z', hair);
    if (style === 'bald') return path('M-19 -214C-21 -236 21 -236 19 -214C19 -204 14 -197 0 -196C-14 -197 -19 -204 -19 -214Z', hair);
    return base;
  }
  switch (style) {
    case 'short':
      return path('M-19.5 -214C-21 -242 10 -247 19.5 -226L19.5 -214C17 -222 12 -228 4 -230C-6 -229 -14 -226 -17 -216Z', hair);
    case 'side':
      return path('M-19.5 -214C-23 -244 18 -250 20 -222L19.5 -214C18 -220 15 -226 11 -230C2 -227 -10 -229 -17 -216Z', hair);
    case 'spiky':
      return path('M-19.5 -210C-22 -230 -16 -238 -12 -240L-9 -246L-4 -241L2 -248L6 -241L12 -245L13 -238C20 -234 21 -222 19.5 -210C18 -222 12 -229 2 -229C-8 -229 -15 -222 -16.5 -208Z', hair);
    case 'curly':
      return grp([
        circ(-15, -226, 7, hair), circ(-8, -236, 8, hair), circ(3, -239, 8, hair), circ(13, -233, 8, hair), circ(17, -222, 6, hair),
        circ(-18, -216, 4.5, hair), circ(18.5, -214, 4.5, hair),
      ]);
    case 'bald':
      return path('M-19 -206C-20 -218 -18 -224 -16 -226L-15 -206ZM19 -206C20 -218 18 -224 16 -226L15 -206Z', hair);
    case 'receding':
      return path('M-19.5 -210C-22 -240 22 -240 19.5 -210C18 -220 15 -226 9 -230C3 -232 -3 -232 -9 -230C-15 -226 -18 -220 -19.5 -210Z', hair);
    case 'long':
    case 'bob':
    case 'curlyLong':
      return path('M-20 -206C-23 -244 23 -244 20 -206C18 -222 12 -228 2 -232C0 -226 -10 -224 -17 -216C-18 -212 -19 -209 -20 -206Z', hair);
    case 'bun':
    case 'ponytail':
    case 'braid':
      return path('M-19.5 -208C-22 -244 22 -244 19.5 -208C18 -222 10 -230 0 -231C-10 -230 -18 -222 -19.5 -208Z', hair);
    default:
      return '';
  }
}

// Simple helper to pick a consistent outfit for crowd figures.
export function crowd(seed, female) {
  const r = seed;
  const tops = female
    ? ['maroon', 'teal', 'purple', 'pink', 'saffron', 'blue', 'mustard', 'green', 'coral', 'lilac', 'magenta', 'sky']
    : ['blue', 'white', 'navy', 'sky', 'teal', 'olive', 'grey', 'charcoal', 'rust', 'denim', 'mustard', 'green'];
  const k = (n) => Math.floor(r() * n);
  const o = { female, skin: SKIN[k(SKIN.length)], hair: HAIR[r() < 0.88 ? k(3) : 3 + k(3)] };
  o.top = CLOTH[tops[k(tops.length)]];
  if (female) {
    const a = r();
    o.attire = a < 0.3 ? 'saree' : a < 0.6 ? 'kurti' : a < 0.8 ? 'shirt' : 'blazer';
    o.style = ['long', 'bun', 'ponytail', 'braid', 'bob', 'curlyLong'][k(6)];
    o.bindi = r() < 0.35;
    o.earring = r() < 0.5;
    o.accent = CLOTH[['saffron', 'mustard', 'teal', 'pink', 'white'][k(5)]];
    if (o.attire === 'kurti') {
      o.bottom = CLOTH[['white', 'cream', 'beige', 'navy'][k(4)]];
      if (r() < 0.5) o.dupatta = CLOTH[['saffron', 'white', 'pink', 'mustard'][k(4)]];
    } else o.bottom = CLOTH[['charcoal', 'navy', 'denim', 'beige'][k(4)]];
    if (o.attire === 'blazer') o.top = CLOTH[['navy', 'charcoal', 'maroon', 'teal'][k(4)]];
  } else {
    const a = r();
    o.attire = a < 0.45 ? 'shirt' : a < 0.6 ? 'kurta' : a < 0.75 ? 'polo' : a < 0.9 ? 'blazer' : 'tshirt';
    o.style = ['short', 'side', 'curly', 'spiky', 'receding', 'short'][k(6)];
    if (o.hair === HAIR[4] || o.hair === HAIR[5]) o.style = r() < 0.5 ? 'bald' : 'receding';
    o.beard = r() < 0.25;
    o.moustache = !o.beard && r() < 0.25;
    o.bottom = CLOTH[['charcoal', 'navy', 'denim', 'beige', 'grey'][k(5)]];
    if (o.attire === 'kurta') o.bottom = CLOTH[['white', 'cream', 'beige'][k(3)]];
    if (o.attire === 'blazer') {
      o.top = CLOTH[['navy', 'charcoal', 'grey', 'denim'][k(4)]];
      o.tie = r() < 0.4 ? CLOTH[['maroon', 'saffron', 'teal'][k(3)]] : undefined;
    }
  }
  o.glasses = r() < 0.25;
  return o;
}
