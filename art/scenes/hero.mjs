// Home page hero banners (1600x900). The left ~45% stays calm for headline text.
import { C, Scene, rect, circ, ell, path, line, grp, at, text, rupee, shade, tint } from '../lib/core.mjs';
import { person, SKIN, HAIR, CLOTH } from '../lib/people.mjs';
import * as P from '../lib/props.mjs';

function base(sc, accent = C.sky2) {
  const bg = sc.lg([[0, '#F7FBFF'], [0.5, '#EEF6FF'], [1, '#E2EFFF']], [0, 0, 1, 0.4]);
  const blob = sc.rg([[0, '#FFFFFF', 0.9], [1, accent, 0.9]], 0.45, 0.4, 0.7);
  return [
    rect(0, 0, 1600, 900, bg),
    path('M760 900C720 700 780 480 930 330C1080 180 1300 120 1600 140V900Z', blob),
    circ(1480, 170, 90, C.teal, { opacity: 0.08 }), circ(800, 120, 30, C.saffron, { opacity: 0.12 }),
    dots(1380, 60, 6, 5, 22, C.blue, 0.18), dots(40, 760, 5, 4, 22, C.blue, 0.1),
  ].join('');
}
export function dots(x, y, cols, rows, gap, fill, op) {
  let d = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) d += `M${x + i * gap} ${y + j * gap}h0.01`;
  return line(d, fill, 5, { opacity: op });
}
export function chip(sc, x, y, w, icon, title, sub, iconFill = C.teal) {
  return grp([
    P.uiCard(x, y, w, 76, 18), circ(x + 38, y + 38, 22, tint(iconFill, 0.82)), icon(x + 38, y + 38),
    text(x + 70, y + 34, title, 19, C.ink, { 'font-weight': 700 }), text(x + 70, y + 56, sub, 15, '#5B6B85'),
  ]);
}
export const iconClock = (cx, cy) => grp([circ(cx, cy, 11, 'none', { stroke: C.teal, 'stroke-width': 3 }), line(`M${cx} ${cy - 6}V${cy}L${cx + 5} ${cy + 3}`, C.teal, 3)]);
export const iconShield = (cx, cy, c = C.blue) => grp([path(`M${cx} ${cy - 12}L${cx + 10} ${cy - 8}V${cy}C${cx + 10} ${cy + 7} ${cx + 5} ${cy + 11} ${cx} ${cy + 13}C${cx - 5} ${cy + 11} ${cx - 10} ${cy + 7} ${cx - 10} ${cy}V${cy - 8}Z`, 'none', { stroke: c, 'stroke-width': 3, 'stroke-linejoin': 'round' }), line(`M${cx - 4} ${cy}L${cx - 1} ${cy + 3}L${cx + 5} ${cy - 3}`, c, 2.6)]);
export const iconRupee = (cx, cy, c = C.saffron) => rupee(cx, cy, 20, c, 3);
export const iconBolt = (cx, cy, c = C.saffron) => path(`M${cx + 2} ${cy - 13}L${cx - 8} ${cy + 2}H${cx}L${cx - 2} ${cy + 13}L${cx + 8} ${cy - 2}H${cx}Z`, c);

// Phone screen: approved loan
export function approvedScreen(x, y, w, h, opts = {}) {
  const p = w * 0.055;
  const ix = x + p;
  const iw = w - 2 * p;
  const cx = x + w / 2;
  return grp([
    rect(ix, y + p, iw, h * 0.2, C.navy, w * 0.1), rect(ix, y + p + h * 0.1, iw, h * 0.1, C.navy),
    text(ix + 22, y + p + 62, 'Rupeeflow', 20, '#fff', { 'font-weight': 700 }), circ(ix + iw - 30, y + p + 55, 12, C.teal), rupee(ix + iw - 30, y + p + 55, 12, '#fff', 2),
    circ(cx, y + h * 0.36, 52, tint(C.teal, 0.85)), P.check(cx, y + h * 0.36, 36),
    text(cx, y + h * 0.5, opts.title ?? 'Loan approved', 22, C.ink, { 'font-weight': 700, 'text-anchor': 'middle' }),
    text(cx, y + h * 0.545, opts.sub ?? 'Salary advance', 15, '#6B7A90', { 'text-anchor': 'middle' }),
    text(cx, y + h * 0.63, opts.amount ?? '₹25,000', 40, C.navy, { 'font-weight': 800, 'text-anchor': 'middle' }),
    rect(ix + 20, y + h * 0.68, iw - 40, 56, C.sky, 12),
    text(ix + 34, y + h * 0.68 + 24, 'Tenure', 13, '#6B7A90'), text(ix + 34, y + h * 0.68 + 44, opts.tenure ?? '30 days', 15, C.ink, { 'font-weight': 700 }),
    text(ix + iw - 34, y + h * 0.68 + 24, 'Disbursal', 13, '#6B7A90', { 'text-anchor': 'end' }), text(ix + iw - 34, y + h * 0.68 + 44, 'Today', 15, C.teal, { 'font-weight': 700, 'text-anchor': 'end' }),
    rect(ix + 20, y + h * 0.82, iw - 40, 50, C.blue, 25), text(cx, y + h * 0.82 + 31, opts.cta ?? 'Transfer to bank', 16, '#fff', { 'font-weight': 700, 'text-anchor': 'middle' }),
  ]);
}

export function hero1() {
  const sc = new Scene(1600, 900, 'h1');
  const b = [base(sc)];
  b.push(P.shadow(1150, 822, 380, 26, 0.08));
  b.push(P.bigPlant(1530, 824, 1.05, C.navy, C.teal));
  // phone
  const px = 1080, py = 150, pw = 300, ph = 600;
  b.push(P.phone(px, py, pw, ph, approvedScreen(px, py, pw, ph)));
  // person
  b.push(person(930, 822, 2.35, { female: true, skin: SKIN[2], hair: HAIR[0], style: 'bun', attire: 'blazer', top: C.navy, inner: '#FFFFFF', bottom: '#2E3A4D', arms: ['down', 'point'], bindi: true, earring: true }));
  // floating chips
  b.push(chip(sc, 1320, 250, 230, iconClock, 'Approved in', '5 minutes'));
  b.push(chip(sc, 1376, 420, 206, (cx, cy) => iconShield(cx, cy), '100% online', 'No paperwork', C.blue));
  b.push(P.coin(1040, 170, 26), P.coin(1000, 230, 18), P.coin(1560, 372, 16));
  b.push(P.confetti(1000, 80, 560, 120, 12, 9));
  return sc.render(b.join(''), 'A salaried professional gets instant loan approval on her phone');
}

export function hero2() {
  const sc = new Scene(1600, 900, 'h2');
  const b = [base(sc, '#D9F3E9')];
  b.push(P.shadow(1180, 822, 390, 26, 0.08));
  b.push(P.bank(1400, 822, 1.7, C.navy, '#FFFFFF'));
  b.push(P.tree(1575, 822, 1.1, C.teal), P.tree(1215, 822, 0.8, '#3CC99A'));
  // money flowing from the bank up to the notification
  b.push(line('M1400 540C1420 430 1380 360 1330 320', C.teal, 5, { 'stroke-dasharray': '2 16', opacity: 0.85 }));
  b.push(P.note(1470, 420, 84, 20, '#A5E4C8'), P.coin(1360, 450, 20), P.coin(1500, 330, 16), P.note(1330, 560, 70, -14));
  b.push(person(880, 822, 2.35, { skin: SKIN[3], hair: HAIR[1], style: 'side', attire: 'shirt', top: '#CFE3FF', bottom: C.navy, arms: ['down', 'phone'], phone: C.teal, lanyard: C.blue, moustache: true, glasses: true, open: true }));
  b.push(line('M945 420C960 360 990 320 1020 300', C.teal, 4, { 'stroke-dasharray': '2 12', opacity: 0.7 }));
  b.push(P.uiCard(990, 180, 370, 132, 20));
  b.push(circ(1042, 246, 30, tint(C.teal, 0.82)), P.check(1042, 246, 20));
  b.push(text(1090, 228, 'Amount credited', 18, '#5B6B85'), text(1090, 266, '+ ₹30,000', 32, C.teal, { 'font-weight': 800 }), text(1090, 294, 'to your salary account', 15, '#8795A8'));
  b.push(chip(sc, 1000, 620, 220, (cx, cy) => iconBolt(cx, cy), 'Same-day', 'disbursal', C.saffron));
  b.push(P.confetti(1050, 70, 500, 90, 10, 4));
  return sc.render(b.join(''), 'Money arriving in a bank account');
}

export function hero3() {
  const sc = new Scene(1600, 900, 'h3');
  const b = [base(sc, '#FFEFD2')];
  b.push(P.windowView(sc, 1230, 130, 260, 230));
  b.push(P.calendar(930, 150, 170, { mark: 26, head: C.saffron }));
  b.push(P.check(1092, 160, 26));
  b.push(P.frame(1140, 210, 60, 76, C.blue));
  b.push(P.shadow(1170, 792, 430, 24, 0.08));
  b.push(P.lamp(1530, 792, 1.5, C.saffron));
  b.push(P.plant(830, 792, 1.3, '#FFFFFF', C.teal));
  b.push(P.sofa(900, 640, 540, C.blue));
  b.push(person(1010, 787, 1.6, { sit: true, skin: SKIN[3], hair: HAIR[0], style: 'short', attire: 'kurta', top: '#F2C14E', bottom: '#F6EBD9', arms: ['down', 'down'], beard: true, open: true }));
  b.push(person(1330, 787, 1.6, { sit: true, female: true, skin: SKIN[2], hair: HAIR[1], style: 'long', attire: 'saree', top: C.teal, accent: C.saffron, blouse: '#A63446', arms: ['phone', 'down'], phone: C.teal, bindi: true, earring: true, open: true }));
  b.push(person(1170, 759, 1.1, { sit: true, skin: SKIN[2], hair: HAIR[1], style: 'spiky', attire: 'tshirt', top: '#E56B8F', bottom: '#3E5C8A', arms: ['up', 'up'], open: true }));
  b.push(chip(sc, 1290, 382, 250, (cx, cy) => iconRupee(cx, cy, C.teal), 'Rent paid', 'Before the 1st'));
  b.push(chip(sc, 760, 330, 220, (cx, cy) => iconShield(cx, cy), 'Month-end', 'sorted', C.blue));
  b.push(P.confetti(1050, 420, 240, 80, 8, 3));
  return sc.render(b.join(''), 'A family relaxing at month-end with bills paid');
}
