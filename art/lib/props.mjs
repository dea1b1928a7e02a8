// Reusable flat props: furniture, devices, money, nature, festive items.
import { C, el, rect, circ, ell, path, line, grp, at, text, rupee, shade, tint, mix, r1, FONT } from './core.mjs';

export const shadow = (cx, cy, rx, ry = rx * 0.18, op = 0.1) => ell(cx, cy, rx, ry, C.navy, { opacity: op });

export function plant(x, y, s = 1, pot = C.white, leaf = C.teal) {
  const l2 = shade(leaf, 0.18);
  return at(x, y, s, [
    path('M0 -40C-30 -60 -34 -100 -22 -120C-8 -100 -4 -70 0 -40Z', l2),
    path('M0 -40C26 -64 36 -96 28 -128C8 -110 2 -76 0 -40Z', leaf),
    path('M0 -40C-10 -80 -6 -120 6 -150C18 -120 12 -80 0 -40Z', leaf),
    path('M0 -40C-40 -52 -52 -70 -52 -86C-30 -80 -12 -66 0 -40Z', leaf),
    path('M0 -40C34 -48 48 -62 52 -78C30 -76 12 -64 0 -40Z', l2),
    path('M-24 -44H24L18 0H-18Z', pot),
    rect(-27, -48, 54, 9, shade(pot, 0.08), 3),
  ].join(''));
}

export function bigPlant(x, y, s = 1, pot = C.navy, leaf = C.teal) {
  const l2 = shade(leaf, 0.2);
  const leafAt = (a, len, c) => {
    const rad = (a * Math.PI) / 180;
    const ex = Math.sin(rad) * len;
    const ey = -Math.cos(rad) * len;
    const nx = Math.cos(rad) * len * 0.28;
    const ny = Math.sin(rad) * len * 0.28;
    return path(`M0 -60Q${r1(ex * 0.5 + nx)} ${r1(-60 + ey * 0.5 + ny)} ${r1(ex)} ${r1(-60 + ey)}Q${r1(ex * 0.5 - nx)} ${r1(-60 + ey * 0.5 - ny)} 0 -60Z`, c);
  };
  return at(x, y, s, [
    leafAt(-55, 120, l2), leafAt(50, 125, l2), leafAt(-25, 150, leaf), leafAt(20, 160, leaf), leafAt(-5, 120, l2), leafAt(-80, 90, leaf), leafAt(78, 95, leaf),
    path('M-34 -64H34L26 0H-26Z', pot), rect(-37, -70, 74, 10, shade(pot, 0.15), 4),
  ].join(''));
}

export function tree(x, y, s = 1, leaf = C.teal, kind = 'round') {
  const trunk = '#8A5A3C';
  if (kind === 'pine')
    return at(x, y, s, [rect(-5, -30, 10, 30, trunk), path('M0 -170L40 -30H-40Z', shade(leaf, 0.15)), path('M0 -170L40 -30H0Z', leaf)].join(''));
  if (kind === 'tall')
    return at(x, y, s, [rect(-5, -60, 10, 60, trunk), ell(0, -130, 34, 80, leaf), path('M0 -210A34 80 0 0 1 0 -50Z', shade(leaf, 0.12))].join(''));
  return at(x, y, s, [
    rect(-6, -60, 12, 60, trunk), line('M0 -60L-16 -84M0 -70L14 -92', trunk, 5),
    circ(-26, -96, 34, shade(leaf, 0.12)), circ(22, -100, 36, shade(leaf, 0.06)), circ(0, -128, 40, leaf), circ(-6, -90, 30, leaf),
  ].join(''));
}

export function cloud(x, y, s = 1, fill = C.white, op = 1) {
  return at(x, y, s, path('M-60 0H60A22 22 0 0 0 42 -34A30 30 0 0 0 -6 -48A26 26 0 0 0 -46 -26A16 16 0 0 0 -60 0Z', fill), { opacity: op });
}

export function skyline(x, y, w, h, fill, seed = 3) {
  let s = '';
  let cx = 0;
  let k = seed;
  while (cx < w) {
    k = (k * 9301 + 49297) % 233280;
    const bw = 40 + (k % 60);
    const bh = h * (0.35 + ((k >> 3) % 60) / 100);
    s += rect(cx, h - bh, Math.min(bw, w - cx), bh, fill);
    if (bh > h * 0.7) s += rect(cx + bw / 2 - 2, h - bh - 18, 4, 18, fill);
    cx += bw + 6;
  }
  return at(x, y, 1, s);
}

// Office window with a city view. x,y top-left.
export function windowView(sc, x, y, w, h, opts = {}) {
  const sky = sc.lg([[0, '#CFE6FF'], [1, '#F4FAFF']]);
  const clip = sc.clip(rect(x, y, w, h, '#000'));
  return grp([
    rect(x - 8, y - 8, w + 16, h + 16, opts.frame ?? C.white, 6),
    grp([rect(x, y, w, h, sky), cloud(x + w * 0.25, y + h * 0.3, 0.6, C.white, 0.9), cloud(x + w * 0.75, y + h * 0.22, 0.45, C.white, 0.8),
      skyline(x - 10, y + h * 0.35, w + 20, h * 0.65, '#B8D4F5', 5), skyline(x - 30, y + h * 0.55, w + 40, h * 0.45, '#9CC2EE', 11)], { 'clip-path': clip }),
    line(`M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.5}H${x + w}`, opts.frame ?? C.white, 8, { 'stroke-linecap': 'butt' }),
  ]);
}

// Desk seen from the front. (x,y) is the top-left of the desk top.
export function desk(x, y, w, top = '#FFFFFF', body = '#DCE8F7') {
  return grp([
    rect(x + 14, y + 10, 10, 110, shade(body, 0.15), 2), rect(x + w - 24, y + 10, 10, 110, shade(body, 0.15), 2),
    rect(x + 6, y + 10, w - 12, 64, body, 4), rect(x, y, w, 14, top, 4), rect(x, y + 10, w, 4, shade(top, 0.08)),
  ]);
}

export function table(x, y, w, top = '#FFFFFF', leg = '#B9CBE3') {
  return grp([rect(x + 16, y + 8, 8, 96, leg, 2), rect(x + w - 24, y + 8, 8, 96, leg, 2), rect(x, y, w, 14, top, 6), rect(x + 4, y + 12, w - 8, 4, shade(top, 0.1))]);
}

// Laptop seen from behind (lid facing viewer). (x,y) bottom-centre on the desk.
export function laptopBack(x, y, s = 1, lid = '#CAD6E6', logo = C.blue) {
  return at(x, y, s, [rect(-46, -62, 92, 60, lid, 5), circ(0, -32, 7, logo, { opacity: 0.9 }), rect(-52, -4, 104, 5, shade(lid, 0.2), 2)].join(''));
}

// Laptop facing the viewer with a simple dashboard on screen.
export function laptopFront(x, y, s = 1, accent = C.blue) {
  return at(x, y, s, [
    rect(-60, -78, 120, 76, '#24324A', 6), rect(-54, -72, 108, 64, '#F4F8FF', 2),
    rect(-48, -66, 40, 8, accent, 2), rect(-48, -52, 96, 4, '#D3E2F6', 2), rect(-48, -44, 70, 4, '#D3E2F6', 2),
    rect(-48, -34, 12, 20, C.teal, 1.5), rect(-32, -28, 12, 14, accent, 1.5), rect(-16, -38, 12, 24, C.saffron, 1.5),
    circ(30, -26, 12, '#D3E2F6'), path('M30 -26V-38A12 12 0 0 1 41 -22Z', C.teal),
    path('M-70 -2H70L64 6H-64Z', '#B7C6DA'), rect(-70, -4, 140, 4, '#CFDBEA', 2),
  ].join(''));
}

export function monitor(x, y, w, h, inner = '') {
  return grp([
    rect(x + w / 2 - 6, y + h, 12, 22, '#9FB2CB'), rect(x + w / 2 - 28, y + h + 20, 56, 6, '#9FB2CB', 3),
    rect(x, y, w, h, '#24324A', 6), rect(x + 5, y + 5, w - 10, h - 10, '#F4F8FF', 2), inner,
  ]);
}

export function monitorBack(x, y, w, h) {
  return grp([rect(x + w / 2 - 6, y + h, 12, 22, '#8FA3BE'), rect(x + w / 2 - 28, y + h + 20, 56, 6, '#8FA3BE', 3), rect(x, y, w, h, '#B8C7DB', 6), rect(x + w / 2 - 16, y + h / 2 - 10, 32, 20, '#A6B8CF', 4)]);
}

// Phone frame. (x,y) top-left, w,h. content drawn by caller inside [x+pad, y+pad].
export function phone(x, y, w, h, content = '', opts = {}) {
  const r = w * 0.14;
  const p = w * 0.055;
  return grp([
    opts.shadow !== false ? rect(x + 10, y + 14, w, h, C.navy, r, { opacity: 0.1 }) : '',
    rect(x, y, w, h, opts.body ?? '#1B2A44', r), rect(x + p, y + p, w - 2 * p, h - 2 * p, opts.screen ?? '#FFFFFF', r * 0.7),
    rect(x + w / 2 - w * 0.12, y + p + 5, w * 0.24, w * 0.05, opts.body ?? '#1B2A44', w * 0.025),
    content,
  ]);
}

export function coin(x, y, r = 20, face = '#F7B52C', edge = '#E09400') {
  return grp([circ(x, y + r * 0.12, r, edge), circ(x, y, r, face), circ(x, y, r * 0.76, 'none', { stroke: tint(face, 0.45), 'stroke-width': r * 0.08 }), rupee(x, y, r * 0.95, shade(edge, 0.15), r * 0.11)]);
}

export function coinStack(x, y, n, r = 20) {
  let s = '';
  for (let i = 0; i < n; i++) s += ell(x, y - i * r * 0.32, r, r * 0.34, i % 2 ? '#F7B52C' : '#E9A21C', { stroke: '#D08A00', 'stroke-width': 1 });
  s += ell(x, y - n * r * 0.32, r, r * 0.34, '#FFC94A', { stroke: '#D08A00', 'stroke-width': 1 });
  return s;
}

export function note(x, y, w = 90, rot = 0, fill = '#8FD9B6') {
  const h = w * 0.48;
  return grp([
    rect(-w / 2, -h / 2, w, h, fill, 4), rect(-w / 2 + 5, -h / 2 + 5, w - 10, h - 10, 'none', 3, { stroke: shade(fill, 0.15), 'stroke-width': 1.5 }),
    circ(0, 0, h * 0.28, shade(fill, 0.1)), rupee(0, 0, h * 0.38, shade(fill, 0.45), 2),
  ], { transform: `translate(${r1(x)} ${r1(y)}) rotate(${rot})` });
}

export function bankCard(x, y, w, rot = 0, fill = C.navy, fill2 = C.blue, sc = null) {
  const h = w * 0.63;
  const bg = sc ? sc.lg([[0, fill2], [1, fill]], [0, 0, 1, 1]) : fill;
  return grp([
    rect(-w / 2, -h / 2, w, h, bg, w * 0.07), circ(w * 0.3, -h * 0.5, w * 0.35, '#fff', { opacity: 0.07 }),
    rect(-w * 0.4, -h * 0.18, w * 0.14, w * 0.1, '#F5C451', w * 0.02), rect(-w * 0.4, h * 0.12, w * 0.5, w * 0.04, '#fff', w * 0.02, { opacity: 0.7 }),
    rect(-w * 0.4, h * 0.24, w * 0.28, w * 0.03, '#fff', w * 0.015, { opacity: 0.5 }),
    circ(w * 0.26, h * 0.28, w * 0.07, '#F59F00', { opacity: 0.9 }), circ(w * 0.35, h * 0.28, w * 0.07, '#FFD43B', { opacity: 0.8 }),
  ], { transform: `translate(${r1(x)} ${r1(y)}) rotate(${rot})` });
}

export function check(x, y, r, fill = C.teal, stroke = '#fff') {
  return grp([circ(x, y, r, fill), line(`M${r1(x - r * 0.42)} ${r1(y + r * 0.02)}L${r1(x - r * 0.1)} ${r1(y + r * 0.34)}L${r1(x + r * 0.45)} ${r1(y - r * 0.3)}`, stroke, r * 0.2)]);
}

export function shield(x, y, s = 1, fill = C.blue, mark = C.white) {
  return at(x, y, s, [path('M0 -40L32 -28V0C32 22 16 36 0 44C-16 36 -32 22 -32 0V-28Z', fill), path('M0 -40L32 -28V0C32 22 16 36 0 44Z', shade(fill, 0.15)), line('M-12 2L-3 11L14 -8', mark, 6)].join(''));
}

// White UI card with a soft offset shadow.
export function uiCard(x, y, w, h, r = 14, fill = '#FFFFFF') {
  return grp([rect(x + 4, y + 8, w, h, C.navy, r, { opacity: 0.08 }), rect(x, y, w, h, fill, r)]);
}

export function bubble(x, y, w, h, fill = C.white, tail = 'bl') {
  const t = tail === 'bl' ? `M${x + 18} ${y + h - 2}L${x + 8} ${y + h + 16}L${x + 36} ${y + h - 2}Z` : `M${x + w - 18} ${y + h - 2}L${x + w - 8} ${y + h + 16}L${x + w - 36} ${y + h - 2}Z`;
  return grp([rect(x, y, w, h, fill, Math.min(h / 2, 18)), path(t, fill)]);
}

export function lines(x, y, w, n, gap = 12, fill = '#D6E4F5', th = 5) {
  let s = '';
  for (let i = 0; i < n; i++) s += rect(x, y + i * gap, i === n - 1 ? w * 0.6 : w, th, fill, th / 2);
  return s;
}

export function calendar(x, y, w, opts = {}) {
  const h = w * 0.95;
  const head = opts.head ?? C.blue;
  let cells = '';
  const cw = (w - 24) / 7;
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 7; c++) {
      const i = r * 7 + c;
      const hl = opts.mark === i;
      cells += rect(x + 12 + c * cw + 2, y + h * 0.3 + r * cw * 0.95, cw - 4, cw * 0.75, hl ? opts.markFill ?? C.teal : '#E6EEF9', 3);
    }
  return grp([
    rect(x + 4, y + 8, w, h, C.navy, 10, { opacity: 0.08 }), rect(x, y, w, h, '#fff', 10), path(`M${x} ${y + 10}Q${x} ${y} ${x + 10} ${y}H${x + w - 10}Q${x + w} ${y} ${x + w} ${y + 10}V${y + h * 0.2}H${x}Z`, head),
    rect(x + w * 0.25, y - 8, 6, 18, '#5B6B85', 3), rect(x + w * 0.75 - 6, y - 8, 6, 18, '#5B6B85', 3), cells,
  ]);
}

export function clipboard(x, y, w, h, opts = {}) {
  const u = w / 100;
  return grp([
    rect(x + 5 * u, y + 8 * u, w, h, C.navy, 10 * u, { opacity: 0.08 }), rect(x, y, w, h, opts.board ?? '#C58B52', 10 * u), rect(x + 10 * u, y + 14 * u, w - 20 * u, h - 24 * u, '#fff', 4 * u),
    rect(x + w / 2 - 24 * u, y - 8 * u, 48 * u, 20 * u, '#5B6B85', 6 * u),
    check(x + 30 * u, y + 40 * u, 9 * u), lines(x + 46 * u, y + 36 * u, w - 66 * u, 1, 0, '#D6E4F5', 7 * u),
    check(x + 30 * u, y + 66 * u, 9 * u), lines(x + 46 * u, y + 62 * u, w - 66 * u, 1, 0, '#D6E4F5', 7 * u),
    h > 120 * u ? lines(x + 22 * u, y + 92 * u, w - 44 * u, Math.floor((h - 110 * u) / (18 * u)), 18 * u, '#E3ECF8', 6 * u) : '',
  ]);
}

export function chair(x, y, s = 1, fill = '#2F3A4D') {
  return at(x, y, s, [rect(-4, -60, 8, 50, '#7D8DA5'), line('M-26 -4L0 -14L26 -4M0 -14V-2', '#7D8DA5', 5), circ(-26, -2, 4, '#5B6B85'), circ(26, -2, 4, '#5B6B85'), rect(-32, -150, 64, 92, fill, 18), rect(-34, -70, 68, 14, shade(fill, 0.2), 7)].join(''));
}

export function sofa(x, y, w, fill = C.blue) {
  const d = shade(fill, 0.15);
  return grp([
    rect(x + 20, y + 110, 12, 18, '#6B4A35', 3), rect(x + w - 32, y + 110, 12, 18, '#6B4A35', 3),
    rect(x + 20, y - 10, w - 40, 90, d, 24), rect(x + 26, y + 56, w - 52, 56, fill, 14), rect(x, y + 30, 52, 88, fill, 22), rect(x + w - 52, y + 30, 52, 88, fill, 22),
  ]);
}

export function lamp(x, y, s = 1, shadeCol = C.saffron) {
  return at(x, y, s, [rect(-3, -150, 6, 150, '#5B6B85'), ell(0, 0, 26, 6, '#5B6B85'), path('M-26 -150L-16 -196H16L26 -150Z', shadeCol), ell(0, -150, 26, 5, shade(shadeCol, 0.15))].join(''));
}

export function frame(x, y, w, h, inner = C.teal) {
  return grp([rect(x, y, w, h, '#fff', 4), rect(x + 8, y + 8, w - 16, h - 16, tint(inner, 0.7), 2), path(`M${x + 8} ${y + h - 8}L${x + w * 0.4} ${y + h * 0.45}L${x + w * 0.6} ${y + h * 0.65}L${x + w * 0.75} ${y + h * 0.5}L${x + w - 8} ${y + h - 8}Z`, inner), circ(x + w * 0.7, y + h * 0.3, w * 0.08, C.saffron)]);
}

export function wallClock(x, y, r) {
  return grp([circ(x, y, r, '#fff', { stroke: '#5B6B85', 'stroke-width': r * 0.12 }), line(`M${x} ${y}V${y - r * 0.6}M${x} ${y}L${x + r * 0.45} ${y + r * 0.2}`, C.ink, r * 0.1), circ(x, y, r * 0.08, C.ink)]);
}

// Indian national flag on a pole. (x,y) base of pole; flag width fw.
export function flag(x, y, poleH, fw, wave = true) {
  const fh = fw * (2 / 3);
  const fx = x + 4;
  const fy = y - poleH + 8;
  const bandH = fh / 3;
  const wv = wave ? fw * 0.06 : 0;
  const band = (i, c) =>
    path(`M${r1(fx)} ${r1(fy + i * bandH)}Q${r1(fx + fw * 0.5)} ${r1(fy + i * bandH - wv)} ${r1(fx + fw)} ${r1(fy + i * bandH)}V${r1(fy + (i + 1) * bandH)}Q${r1(fx + fw * 0.5)} ${r1(fy + (i + 1) * bandH - wv)} ${r1(fx)} ${r1(fy + (i + 1) * bandH)}Z`, c);
  const cx = fx + fw / 2;
  const cy = fy + fh / 2 - wv * 0.5;
  const rr = bandH * 0.42;
  let spokes = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 12;
    spokes += `M${r1(cx - Math.cos(a) * rr)} ${r1(cy - Math.sin(a) * rr)}L${r1(cx + Math.cos(a) * rr)} ${r1(cy + Math.sin(a) * rr)}`;
  }
  return grp([
    rect(x - 3, y - poleH, 6, poleH, '#9AA7B8', 3), circ(x, y - poleH - 4, 6, '#F5C451'),
    band(0, '#FF9933'), band(1, '#FFFFFF'), band(2, '#138808'),
    circ(cx, cy, rr, 'none', { stroke: '#000080', 'stroke-width': Math.max(1, rr * 0.16) }), line(spokes, '#000080', Math.max(0.6, rr * 0.07)),
  ]);
}

export function diya(x, y, s = 1) {
  return at(x, y, s, [
    ell(0, -30, 9, 18, '#FFD43B', { opacity: 0.35 }), path('M0 -40C6 -30 7 -22 0 -16C-7 -22 -6 -30 0 -40Z', '#FFB020'), path('M0 -32C3 -26 3 -22 0 -19C-3 -22 -3 -26 0 -32Z', '#FFF3BF'),
    path('M-26 -16H26C22 0 10 4 0 4C-10 4 -22 0 -26 -16Z', '#C8502B'), path('M-26 -16H26C25 -12 24 -10 22 -8H-22C-24 -10 -25 -12 -26 -16Z', '#E8743B'),
    circ(-10, -6, 2, '#F5C451'), circ(0, -4, 2, '#F5C451'), circ(10, -6, 2, '#F5C451'),
  ].join(''));
}

export function lantern(x, y, s = 1, fill = C.saffron, str = 60) {
  return at(x, y, s, [
    line(`M0 ${-str}V0`, '#8795A8', 2), path('M0 0L26 24L0 60L-26 24Z', fill), path('M0 0L12 24L0 60L-12 24Z', shade(fill, 0.12)), line('M-26 24H26', '#fff', 2, { opacity: 0.6 }),
    line('M-6 62V86M0 62V90M6 62V86', shade(fill, 0.1), 2),
  ].join(''));
}

export function rangoli(x, y, rad, sc) {
  const cols = ['#E5484D', '#F59F00', '#12B886', '#1565E0', '#C2307A'];
  let s = circ(0, 0, rad, cols[3], { opacity: 0.9 });
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    s += ell(Math.cos(a) * rad * 0.62, Math.sin(a) * rad * 0.62, rad * 0.3, rad * 0.16, cols[i % 2 ? 1 : 4], { transform: `rotate(${r1((a * 180) / Math.PI)} ${r1(Math.cos(a) * rad * 0.62)} ${r1(Math.sin(a) * rad * 0.62)})` });
  }
  s += circ(0, 0, rad * 0.36, cols[2]) + circ(0, 0, rad * 0.18, '#FFD43B');
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    s += circ(Math.cos(a) * rad * 1.08, Math.sin(a) * rad * 1.08, rad * 0.06, cols[i % 5]);
  }
  return grp(s, { transform: `translate(${r1(x)} ${r1(y)}) scale(1 0.42)` });
}

export function garland(x1, y1, x2, sag, n = 14) {
  let s = line(`M${x1} ${y1}Q${(x1 + x2) / 2} ${y1 + sag * 2} ${x2} ${y1}`, '#6B8E4E', 2);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = x1 + (x2 - x1) * t;
    const py = y1 + 2 * sag * 2 * t * (1 - t);
    s += circ(px, py, 7, i % 2 ? '#F59F00' : '#FFB020');
    if (i % 3 === 1) s += line(`M${r1(px)} ${r1(py)}V${r1(py + 26)}`, '#6B8E4E', 1.5) + circ(px, py + 30, 6, '#F76707');
  }
  return s;
}

export function stringLights(x1, y1, x2, sag, n = 16) {
  let s = line(`M${x1} ${y1}Q${(x1 + x2) / 2} ${y1 + sag * 2} ${x2} ${y1}`, '#5B6B85', 1.5);
  const cols = ['#FFD43B', '#FF922B', '#69DB7C', '#74C0FC', '#F783AC'];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const px = x1 + (x2 - x1) * t;
    const py = y1 + 2 * sag * 2 * t * (1 - t);
    s += circ(px, py + 6, 9, cols[i % 5], { opacity: 0.25 }) + ell(px, py + 6, 4, 6, cols[i % 5]);
  }
  return s;
}

export function confetti(x, y, w, h, n, seed = 1) {
  let s = '';
  let k = seed;
  const cols = [C.teal, C.saffron, C.blue, '#E5484D', '#C2307A', '#FFD43B'];
  for (let i = 0; i < n; i++) {
    k = (k * 16807) % 2147483647;
    const px = x + (k % 1000) / 1000 * w;
    k = (k * 16807) % 2147483647;
    const py = y + (k % 1000) / 1000 * h;
    const c = cols[i % cols.length];
    s += i % 3 === 0 ? circ(px, py, 4, c) : rect(px, py, 5, 11, c, 1.5, { transform: `rotate(${(k % 180) - 90} ${r1(px)} ${r1(py)})` });
  }
  return s;
}

export function mountains(x, y, w, h, c1, c2) {
  return grp([
    path(`M${x} ${y + h}L${x + w * 0.18} ${y + h * 0.25}L${x + w * 0.32} ${y + h * 0.55}L${x + w * 0.5} ${y}L${x + w * 0.7} ${y + h * 0.5}L${x + w * 0.84} ${y + h * 0.2}L${x + w} ${y + h * 0.6}V${y + h}Z`, c1),
    path(`M${x + w * 0.5} ${y}L${x + w * 0.535} ${y + h * 0.1}L${x + w * 0.515} ${y + h * 0.085}L${x + w * 0.497} ${y + h * 0.115}L${x + w * 0.483} ${y + h * 0.085}L${x + w * 0.472} ${y + h * 0.1}Z`, '#F4FAFF', { opacity: 0.9 }),
    path(`M${x} ${y + h}L${x + w * 0.12} ${y + h * 0.6}L${x + w * 0.3} ${y + h * 0.78}L${x + w * 0.46} ${y + h * 0.5}L${x + w * 0.64} ${y + h * 0.82}L${x + w * 0.86} ${y + h * 0.52}L${x + w} ${y + h * 0.72}V${y + h}Z`, c2),
  ]);
}

export function trophy(x, y, s = 1) {
  return at(x, y, s, [
    path('M-22 -80C-40 -80 -42 -54 -18 -50', 'none', { stroke: '#F2B233', 'stroke-width': 6 }), path('M22 -80C40 -80 42 -54 18 -50', 'none', { stroke: '#F2B233', 'stroke-width': 6 }),
    path('M-26 -90H26V-66C26 -46 14 -36 0 -36C-14 -36 -26 -46 -26 -66Z', '#FFC94A'), path('M6 -90H26V-66C26 -46 14 -36 6 -36Z', '#F2B233'),
    rect(-5, -38, 10, 18, '#E09F1E'), rect(-20, -22, 40, 10, '#E09F1E', 2), rect(-26, -12, 52, 12, '#5B6B85', 3), path('M0 -80L4 -71L13 -70L6 -64L8 -55L0 -60L-8 -55L-6 -64L-13 -70L-4 -71Z', '#fff', { opacity: 0.8 }),
  ].join(''));
}

export function podium(x, y, w, h, fill = C.navy, logoFill = C.teal) {
  return grp([path(`M${x - 8} ${y}H${x + w + 8}L${x + w} ${y + h}H${x}Z`, fill), rect(x - 12, y - 12, w + 24, 14, shade(fill, 0.2), 4), circ(x + w / 2, y + h * 0.32, w * 0.16, logoFill), rupee(x + w / 2, y + h * 0.32, w * 0.16, '#fff', 3)]);
}

export function sapling(x, y, s = 1) {
  return at(x, y, s, [line('M0 0V-34', '#5F8D3E', 3), path('M0 -22C-16 -22 -22 -34 -22 -40C-8 -40 0 -32 0 -22Z', '#40C057'), path('M0 -30C14 -30 22 -42 22 -50C8 -50 0 -42 0 -30Z', '#2F9E44'), ell(0, 2, 18, 5, '#8A5A3C')].join(''));
}

export function mug(x, y, s = 1, fill = C.saffron) {
  return at(x, y, s, [path('M12 -24C24 -24 24 -8 12 -8', 'none', { stroke: fill, 'stroke-width': 4 }), path('M-14 -30H14V-4Q14 0 10 0H-10Q-14 0 -14 -4Z', fill), ell(0, -30, 14, 3, shade(fill, 0.25))].join(''));
}

export function books(x, y, s = 1) {
  return at(x, y, s, [rect(-30, -14, 60, 14, C.teal, 2), rect(-26, -26, 54, 12, C.saffron, 2), rect(-32, -38, 58, 12, C.blue, 2), rect(-30, -36, 54, 2, '#fff', 1, { opacity: 0.5 })].join(''));
}

export function sticky(x, y, w, fill, rot = 0) {
  return grp([rect(0, 0, w, w, fill, 2), rect(w * 0.15, w * 0.3, w * 0.7, w * 0.08, shade(fill, 0.25), 1), rect(w * 0.15, w * 0.5, w * 0.5, w * 0.08, shade(fill, 0.25), 1)], { transform: `translate(${r1(x)} ${r1(y)}) rotate(${rot})` });
}

export function barChart(x, y, w, h, vals, cols = [C.blue, C.teal, C.saffron]) {
  const bw = w / (vals.length * 1.6);
  let s = line(`M${x} ${y}V${y + h}H${x + w}`, '#B7C6DA', 2);
  vals.forEach((v, i) => {
    s += rect(x + bw * 0.6 + i * bw * 1.6, y + h - v * h, bw, v * h, cols[i % cols.length], 3);
  });
  return s;
}

export function lineChart(x, y, w, h, vals, stroke = C.teal, sc) {
  const pts = vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - v * h]);
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${r1(p[0])} ${r1(p[1])}`).join('');
  const fill = sc ? sc.lg([[0, stroke, 0.3], [1, stroke, 0]]) : stroke;
  return grp([path(`${d}L${x + w} ${y + h}L${x} ${y + h}Z`, fill, sc ? {} : { opacity: 0.15 }), line(d, stroke, 4), ...pts.slice(-1).map((p) => circ(p[0], p[1], 6, stroke, { stroke: '#fff', 'stroke-width': 3 }))]);
}

export function bank(x, y, s = 1, fill = C.navy, body = '#fff') {
  let cols = '';
  for (let i = 0; i < 5; i++) cols += rect(-64 + i * 28, -80, 14, 66, '#D6E4F5', 2);
  return at(x, y, s, [
    path('M-90 -96L0 -146L90 -96Z', fill), rect(-84, -100, 168, 10, shade(fill, 0.2), 2), rect(-80, -90, 160, 80, body), cols, rect(-90, -14, 180, 14, shade(fill, 0.1), 3),
    circ(0, -118, 13, C.saffron), rupee(0, -118, 14, '#fff', 2.6),
  ].join(''));
}

export function qr(x, y, size, fill = C.ink, seed = 5) {
  const n = 11;
  const c = size / n;
  let d = '';
  let k = seed;
  const finder = (fx, fy) => `M${r1(x + fx * c)} ${r1(y + fy * c)}h${r1(3 * c)}v${r1(3 * c)}h${r1(-3 * c)}z`;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const inF = (i < 4 && j < 4) || (i > 6 && j < 4) || (i < 4 && j > 6);
      if (inF) continue;
      k = (k * 1103515245 + 12345) & 0x7fffffff;
      if ((k >> 16) % 2) d += `M${r1(x + i * c)} ${r1(y + j * c)}h${r1(c)}v${r1(c)}h${r1(-c)}z`;
    }
  d += finder(0, 0) + finder(8, 0) + finder(0, 8);
  return path(d, fill);
}

export { text, rupee, FONT };

export function balloon(x, y, r, fill, str = 80) {
  return grp([line(`M${x} ${y + r}q-8 ${str / 2} 4 ${str}`, '#8795A8', 1.5), ell(x, y, r * 0.86, r, fill), path(`M${x - 5} ${y + r}h10l-5 7z`, shade(fill, 0.15)), ell(x - r * 0.3, y - r * 0.35, r * 0.18, r * 0.28, '#fff', { opacity: 0.45 })]);
}

export function bunting(x1, y1, x2, sag, n, cols) {
  let s = line(`M${x1} ${y1}Q${(x1 + x2) / 2} ${y1 + sag * 2} ${x2} ${y1}`, '#8795A8', 2);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const px = x1 + (x2 - x1) * t;
    const py = y1 + 2 * sag * 2 * t * (1 - t);
    const w = ((x2 - x1) / n) * 0.42;
    s += path(`M${r1(px - w)} ${r1(py - 2)}H${r1(px + w)}L${r1(px)} ${r1(py + w * 1.6)}Z`, cols[i % cols.length]);
  }
  return s;
}

export function firework(x, y, r, fill, n = 12) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    d += `M${r1(x + Math.cos(a) * r * 0.35)} ${r1(y + Math.sin(a) * r * 0.35)}L${r1(x + Math.cos(a) * r)} ${r1(y + Math.sin(a) * r)}`;
  }
  let dots2 = '';
  for (let i = 0; i < n; i++) {
    const a = ((i + 0.5) * 2 * Math.PI) / n;
    dots2 += circ(x + Math.cos(a) * r * 0.8, y + Math.sin(a) * r * 0.8, r * 0.04, fill);
  }
  return grp([line(d, fill, r * 0.05), dots2, circ(x, y, r * 0.08, fill)]);
}

export function spotlight(x, y, w, h, op = 0.12) {
  return grp([path(`M${x - 12} ${y}H${x + 12}L${x + w / 2} ${y + h}H${x - w / 2}Z`, '#FFF6D8', { opacity: op }), rect(x - 16, y - 14, 32, 18, '#33415C', 5)]);
}

export function shovel(x, y, s = 1, rot = 0) {
  return grp([rect(-3, -110, 6, 100, '#8A5A3C', 3), rect(-12, -118, 24, 8, '#5B6B85', 4), path('M-14 -12H14V8Q0 24 -14 8Z', '#9AA7B8')], { transform: `translate(${r1(x)} ${r1(y)}) rotate(${rot}) scale(${s})` });
}

export function wateringCan(x, y, s = 1, fill = C.teal) {
  return at(x, y, s, [path('M-20 -30H16L14 0H-18Z', fill), path('M14 -20L40 -40L42 -36L16 -12Z', fill), ell(42, -40, 7, 4, shade(fill, 0.2)), path('M-20 -24Q-34 -22 -30 -8Q-26 0 -18 -4', 'none', { stroke: shade(fill, 0.2), 'stroke-width': 4 }), path('M44 -34l10 18M48 -36l12 12M46 -30l6 20', 'none', { stroke: '#74C0FC', 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.8 })].join(''));
}

export function flipchart(x, y, w, h, inner = '') {
  return grp([line(`M${x + w * 0.2} ${y + h}L${x + w * 0.1} ${y + h + 120}M${x + w * 0.8} ${y + h}L${x + w * 0.9} ${y + h + 120}M${x + w / 2} ${y + h}V${y + h + 110}`, '#7D8DA5', 6), rect(x - 6, y - 10, w + 12, 14, '#5B6B85', 4), rect(x, y, w, h, '#fff', 4, { stroke: '#D5DEEA', 'stroke-width': 2 }), inner]);
}

export function pie(cx, cy, r, parts, cols) {
  let a0 = -Math.PI / 2;
  let s = '';
  parts.forEach((p, i) => {
    const a1 = a0 + p * 2 * Math.PI;
    const large = p > 0.5 ? 1 : 0;
    s += path(`M${cx} ${cy}L${r1(cx + r * Math.cos(a0))} ${r1(cy + r * Math.sin(a0))}A${r} ${r} 0 ${large} 1 ${r1(cx + r * Math.cos(a1))} ${r1(cy + r * Math.sin(a1))}Z`, cols[i], { stroke: '#fff', 'stroke-width': 3 });
    a0 = a1;
  });
  return s;
}

export function armchair(x, y, s = 1, fill = C.teal) {
  return at(x, y, s, [rect(-44, -120, 88, 100, shade(fill, 0.15), 22), rect(-40, -56, 80, 40, fill, 12), rect(-56, -80, 22, 70, fill, 11), rect(34, -80, 22, 70, fill, 11), rect(-38, -12, 6, 14, '#6B4A35'), rect(32, -12, 6, 14, '#6B4A35')].join(''));
}

export function mic(x, y, s = 1) {
  return at(x, y, s, [rect(-3, 0, 6, 22, '#33415C', 2), ell(0, -4, 7, 9, '#5B6B85')].join(''));
}
