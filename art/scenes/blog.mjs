// Blog cover illustrations (1200x675) and the featured banner (1600x600).
import { C, Scene, rect, circ, ell, path, line, grp, at, text, rupee, shade, tint, rng } from '../lib/core.mjs';
import { person, SKIN, HAIR, CLOTH } from '../lib/people.mjs';
import * as P from '../lib/props.mjs';
import { markBody } from './brand.mjs';
import { dots } from './hero.mjs';
import { ICONS } from './icons.mjs';

const W = 1200;
const H = 675;

function bg(sc, c1, c2, blob) {
  return [
    rect(0, 0, W, H, sc.lg([[0, c1], [1, c2]], [0, 0, 1, 1])),
    circ(600, 360, 280, blob, { opacity: 0.7 }),
    dots(70, 70, 5, 4, 22, C.navy, 0.12), dots(1030, 520, 5, 4, 22, C.navy, 0.12),
  ].join('');
}
// Place an icon from the icon set at (x,y) with size s px.
function ico(name, x, y, s, stroke = C.navy) {
  return `<g transform="translate(${x} ${y}) scale(${s / 48})" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}
function stepBadge(x, y, name, fill) {
  return grp([circ(x + 4, y + 6, 44, C.navy, { opacity: 0.08 }), circ(x, y, 44, '#fff'), circ(x, y, 34, fill), ico(name, x - 20, y - 20, 40)]);
}

// 1 How salary advance loans work
export function blog1() {
  const sc = new Scene(W, H, 'b1');
  const b = [bg(sc, '#F4F9FF', '#E4F0FF', '#D6E8FF')];
  b.push(P.calendar(110, 150, 230, { mark: 24, head: C.blue }));
  b.push(rect(170, 420, 110, 34, C.teal, 17), text(225, 443, 'Payday', 17, '#fff', { 'font-weight': 700, 'text-anchor': 'middle' }));
  // phone with advance
  const px = 480, py = 110, pw = 230, ph = 460;
  const scr = [
    rect(px + 12, py + 12, pw - 24, 90, C.navy, 24), rect(px + 12, py + 60, pw - 24, 42, C.navy),
    text(px + 32, py + 70, 'Salary advance', 17, '#fff', { 'font-weight': 700 }),
    text(px + pw / 2, py + 170, 'Available now', 16, '#6B7A90', { 'text-anchor': 'middle' }),
    text(px + pw / 2, py + 214, '₹15,000', 38, C.navy, { 'font-weight': 800, 'text-anchor': 'middle' }),
    rect(px + 30, py + 240, pw - 60, 12, '#E3ECF8', 6), rect(px + 30, py + 240, (pw - 60) * 0.6, 12, C.teal, 6),
    P.lines(px + 30, py + 280, pw - 60, 3, 22, '#E3ECF8', 8),
    rect(px + 30, py + 370, pw - 60, 44, C.blue, 22), text(px + pw / 2, py + 398, 'Get it today', 16, '#fff', { 'font-weight': 700, 'text-anchor': 'middle' }),
  ].join('');
  b.push(P.phone(px, py, pw, ph, scr));
  b.push(line('M350 300C400 260 430 260 470 280', C.teal, 4, { 'stroke-dasharray': '2 12' }), path('M462 268L478 284L458 290Z', C.teal));
  b.push(P.coin(760, 170, 26), P.coin(800, 230, 18), P.note(770, 320, 90, -12));
  b.push(person(960, 610, 1.85, { skin: SKIN[2], hair: HAIR[0], style: 'side', attire: 'shirt', top: '#CFE3FF', bottom: C.navy, arms: ['down', 'wave'], lanyard: C.teal, open: true }));
  b.push(P.shadow(960, 612, 90, 12, 0.1));
  return sc.render(b.join(''), 'How salary advance loans work');
}

// 2 Understanding your credit score
export function blog2() {
  const sc = new Scene(W, H, 'b2');
  const b = [bg(sc, '#F3FBF8', '#E1F5EE', '#CDEFE2')];
  const cx = 560, cy = 430, R = 230;
  const seg = (a0, a1, col) => {
    const p = (a, rr) => [cx + rr * Math.cos(a), cy + rr * Math.sin(a)].map((v) => Math.round(v * 10) / 10).join(' ');
    return path(`M${p(a0, R)}A${R} ${R} 0 0 1 ${p(a1, R)}L${p(a1, R - 60)}A${R - 60} ${R - 60} 0 0 0 ${p(a0, R - 60)}Z`, col);
  };
  const cols = ['#E5484D', '#FF922B', '#FCC419', '#82C91E', '#12B886'];
  cols.forEach((c, i) => b.push(seg(Math.PI + (i * Math.PI) / 5 + 0.02, Math.PI + ((i + 1) * Math.PI) / 5 - 0.02, c)));
  const na = Math.PI + Math.PI * 0.82;
  b.push(line(`M${cx} ${cy}L${Math.round(cx + (R - 80) * Math.cos(na))} ${Math.round(cy + (R - 80) * Math.sin(na))}`, C.ink, 10), circ(cx, cy, 20, C.ink), circ(cx, cy, 8, '#fff'));
  b.push(text(cx, cy + 90, '780', 64, C.navy, { 'font-weight': 800, 'text-anchor': 'middle' }), text(cx, cy + 124, 'Excellent', 22, C.teal, { 'font-weight': 700, 'text-anchor': 'middle' }));
  // report
  b.push(P.uiCard(860, 150, 220, 280, 14), rect(880, 172, 90, 12, C.navy, 6));
  for (let i = 0; i < 5; i++) b.push(rect(880, 210 + i * 40, 120, 10, '#E3ECF8', 5), P.check(1050, 215 + i * 40, 11, i === 3 ? C.saffron : C.teal));
  b.push(person(190, 620, 1.8, { female: true, skin: SKIN[3], hair: HAIR[0], style: 'long', attire: 'blazer', top: C.teal, inner: '#fff', bottom: '#2E3A4D', arms: ['down', 'present'], earring: true, bindi: true, open: true }));
  b.push(P.shadow(190, 622, 80, 10, 0.1));
  return sc.render(b.join(''), 'Understanding your credit score');
}

// 3 Documents you need for an instant personal loan
export function blog3() {
  const sc = new Scene(W, H, 'b3');
  const b = [bg(sc, '#FFF9EE', '#FFEFD2', '#FFE3B0')];
  // folder
  b.push(path('M240 250H420L450 280H760V560H240Z', '#F2B233'), rect(240, 300, 520, 260, '#FFC94A', 10));
  // payslip
  b.push(grp([P.uiCard(0, 0, 220, 280, 10), rect(20, 22, 110, 14, C.navy, 7), circ(180, 30, 14, tint(C.teal, 0.8)), rupee(180, 30, 14, C.teal, 2.4), P.lines(20, 70, 180, 4, 24, '#E3ECF8', 8), rect(20, 200, 180, 50, C.sky, 8), rect(34, 218, 80, 14, C.teal, 7)], { transform: 'translate(300 120) rotate(-8)' }));
  // bank statement
  b.push(grp([P.uiCard(0, 0, 220, 280, 10), rect(20, 22, 130, 14, C.blue, 7), ...Array.from({ length: 7 }, (_, i) => rect(20, 62 + i * 28, 180, 16, i % 2 ? '#F1F6FD' : '#E3ECF8', 3))], { transform: 'translate(520 110) rotate(6)' }));
  // ID card
  b.push(grp([rect(4, 8, 250, 158, C.navy, 14, { opacity: 0.1 }), rect(0, 0, 250, 158, '#fff', 14), rect(0, 0, 250, 36, C.blue, 14), rect(0, 22, 250, 14, C.blue), rect(18, 52, 62, 78, C.sky, 8), circ(49, 80, 14, '#C9DDF7'), path('M27 124C29 106 38 100 49 100C60 100 69 106 71 124Z', '#C9DDF7'), P.lines(96, 58, 130, 4, 20, '#E3ECF8', 8)], { transform: 'translate(640 360) rotate(-4)' }));
  // selfie phone
  b.push(grp([P.phone(0, 0, 130, 250, [circ(65, 110, 34, '#F3CDAF'), path('M31 108C31 70 99 70 99 108C92 90 80 86 65 86C50 86 38 90 31 108Z', '#2B1D18'), path('M25 200C28 160 45 150 65 150C85 150 102 160 105 200Z', C.teal), line('M22 40h12M22 40v12M108 40h-12M108 40v12M22 196h12M108 196h-12', C.blue, 3)].join(''))], { transform: 'translate(160 300) rotate(-10)' }));
  b.push(P.check(430, 150, 24), P.check(760, 130, 24), P.check(870, 380, 24), P.check(250, 310, 24));
  b.push(P.plant(1060, 600, 1.2, '#fff', C.teal));
  return sc.render(b.join(''), 'Documents you need for an instant personal loan');
}

// 4 Budgeting for month-end: the 50-30-20 rule
export function blog4() {
  const sc = new Scene(W, H, 'b4');
  const b = [bg(sc, '#F5F7FF', '#E6ECFF', '#D9E2FF')];
  b.push(P.pie(380, 320, 170, [0.5, 0.3, 0.2], [C.blue, C.teal, C.saffron]));
  b.push(circ(380, 320, 70, '#fff'), rupee(380, 320, 60, C.navy, 8));
  const jar = (x, y, h, fill, pct, label) =>
    grp([
      rect(x, y - h, 120, h, '#fff', 18, { stroke: '#C9D6E8', 'stroke-width': 4 }), rect(x + 8, y - h * 0.7, 104, h * 0.7 - 8, fill, 12, { opacity: 0.9 }),
      rect(x - 6, y - h - 18, 132, 22, '#5B6B85', 8), text(x + 60, y - h * 0.35, pct, 30, '#fff', { 'font-weight': 800, 'text-anchor': 'middle' }),
      text(x + 60, y + 34, label, 20, C.ink, { 'font-weight': 700, 'text-anchor': 'middle' }),
    ]);
  b.push(jar(640, 560, 250, C.blue, '50%', 'Needs'), jar(800, 560, 190, C.teal, '30%', 'Wants'), jar(960, 560, 140, C.saffron, '20%', 'Savings'));
  b.push(P.coin(1020, 360, 22), P.coin(1060, 320, 16), P.coin(870, 330, 18));
  b.push(grp([rect(0, 0, 110, 150, '#1B2A44', 12), rect(12, 12, 86, 34, '#BFE3D5', 5), ...Array.from({ length: 9 }, (_, i) => rect(14 + (i % 3) * 28, 58 + Math.floor(i / 3) * 28, 22, 20, i === 8 ? C.saffron : '#5B6B85', 4))], { transform: 'translate(190 500) rotate(-10)' }));
  return sc.render(b.join(''), 'Budgeting for month-end: the 50-30-20 rule');
}

// 5 How to spot fake loan apps
export function blog5() {
  const sc = new Scene(W, H, 'b5');
  const b = [bg(sc, '#FFF6F5', '#FFE9E6', '#FFD9D3')];
  const px = 440, py = 80, pw = 280, ph = 540;
  let apps = '';
  const fills = [C.blue, '#E5484D', C.teal, '#8F5CF0', '#E5484D', C.saffron, '#5B6B85', C.blue, '#E5484D'];
  fills.forEach((f, i) => {
    const x = px + 40 + (i % 3) * 72;
    const y = py + 120 + Math.floor(i / 3) * 92;
    apps += rect(x, y, 54, 54, f, 14);
    if (f === '#E5484D') apps += path(`M${x + 27} ${y + 12}L${x + 43} ${y + 42}H${x + 11}Z`, '#fff') + rect(x + 25, y + 22, 4, 10, '#E5484D', 2) + circ(x + 27, y + 37, 2.2, '#E5484D');
    else apps += rect(x + 15, y + 15, 24, 24, '#fff', 6, { opacity: 0.85 });
  });
  b.push(P.phone(px, py, pw, ph, apps + text(px + pw / 2, py + 90, 'Check before you install', 15, '#6B7A90', { 'text-anchor': 'middle' })));
  // magnifier
  b.push(circ(760, 420, 80, '#fff', { opacity: 0.55 }), circ(760, 420, 80, 'none', { stroke: C.navy, 'stroke-width': 16 }), line('M818 478L900 560', C.navy, 24));
  // warning sign and shield
  b.push(path('M220 150L330 340H110Z', '#FFD43B', { stroke: '#F59F00', 'stroke-width': 10, 'stroke-linejoin': 'round' }), rect(212, 210, 16, 70, C.ink, 8), circ(220, 308, 10, C.ink));
  b.push(P.shield(980, 220, 2.2, C.teal));
  b.push(grp([P.uiCard(0, 0, 250, 76, 16), circ(38, 38, 22, tint(C.teal, 0.8)), P.check(38, 38, 14), text(72, 34, 'RBI-registered?', 18, C.ink, { 'font-weight': 700 }), text(72, 56, 'Verify the lender', 15, '#5B6B85')], { transform: 'translate(860 400)' }));
  return sc.render(b.join(''), 'How to spot fake loan apps');
}

// 6 What the Key Fact Statement tells you
export function blog6() {
  const sc = new Scene(W, H, 'b6');
  const b = [bg(sc, '#F4F9FF', '#E8F1FF', '#D3E5FF')];
  b.push(P.uiCard(330, 80, 420, 520, 18));
  b.push(rect(330, 80, 420, 90, C.navy, 18), rect(330, 140, 420, 30, C.navy));
  b.push(text(360, 136, 'Key Fact Statement', 28, '#fff', { 'font-weight': 700 }));
  const rows = [['Loan amount', '₹20,000'], ['Tenure', '30 days'], ['Fees', '₹450'], ['Total repayable', '₹20,940']];
  rows.forEach(([k, v], i) => {
    const y = 210 + i * 62;
    b.push(text(360, y + 24, k, 19, '#5B6B85'), text(720, y + 24, v, 19, C.ink, { 'font-weight': 700, 'text-anchor': 'end' }), line(`M360 ${y + 44}H720`, '#E3ECF8', 2));
  });
  b.push(rect(360, 470, 360, 90, tint(C.teal, 0.85), 14), text(384, 506, 'Annual Percentage Rate', 18, '#2F6F57'), text(384, 544, 'APR shown upfront', 24, C.teal, { 'font-weight': 800 }));
  // magnifier over APR
  b.push(circ(830, 470, 88, '#fff', { opacity: 0.45 }), circ(830, 470, 88, 'none', { stroke: C.saffron, 'stroke-width': 16 }), line('M894 534L980 620', C.saffron, 26));
  b.push(text(830, 492, '%', 64, C.saffron, { 'font-weight': 800, 'text-anchor': 'middle' }));
  b.push(grp([rect(0, 0, 130, 180, '#1B2A44', 14), rect(14, 14, 102, 40, '#BFE3D5', 6), ...Array.from({ length: 12 }, (_, i) => rect(16 + (i % 3) * 34, 66 + Math.floor(i / 3) * 27, 28, 20, i === 11 ? C.teal : '#5B6B85', 4))], { transform: 'translate(130 360) rotate(-8)' }));
  b.push(P.coin(200, 200, 30), P.coin(250, 260, 20));
  return sc.render(b.join(''), 'What the Key Fact Statement tells you');
}

// Featured banner for the blog index (1600x600)
export function blogFeatured() {
  const sc = new Scene(1600, 600, 'bf');
  const b = [rect(0, 0, 1600, 600, sc.lg([[0, '#0A3D91'], [1, '#1565E0']], [0, 0, 1, 1]))];
  b.push(circ(1300, 300, 360, '#fff', { opacity: 0.06 }), circ(1300, 300, 250, '#fff', { opacity: 0.06 }), dots(80, 80, 8, 5, 26, '#fff', 0.18));
  b.push(rect(0, 556, 1600, 44, '#0A347D'));
  // desk with reader
  b.push(P.chair(1180, 562, 1.7, '#12B886'));
  b.push(person(1180, 562, 1.9, { sit: true, female: true, skin: SKIN[2], hair: HAIR[0], style: 'bun', attire: 'kurti', top: C.saffron, bottom: '#F6EBD9', dupatta: '#fff', arms: ['type', 'chin'], glasses: true, earring: true, bindi: true, open: true }));
  b.push(rect(990, 434, 14, 128, '#9FB2CB', 4), rect(1356, 434, 14, 128, '#9FB2CB', 4), rect(970, 420, 420, 16, '#FFFFFF', 8), rect(990, 434, 380, 36, '#D3E3F6'), rect(1270, 436, 100, 126, '#C2D6EE', 4), rect(1300, 470, 40, 6, '#9FB2CB', 3), rect(1300, 514, 40, 6, '#9FB2CB', 3));
  b.push(P.laptopBack(1180, 422, 0.9, '#DCE6F2', C.teal), P.mug(1350, 420, 1.2, C.teal), P.books(1030, 420, 1.1));
  b.push(P.bigPlant(880, 562, 0.9, '#FFFFFF', C.teal));
  // floating article cards
  const card = (x, y, w, accent, rot) => grp([P.uiCard(0, 0, w, 150, 14), rect(16, 16, w - 32, 60, tint(accent, 0.8), 8), rect(16, 92, w - 60, 10, '#D3E2F6', 5), rect(16, 112, w - 90, 10, '#E3ECF8', 5)], { transform: `translate(${x} ${y}) rotate(${rot})` });
  b.push(card(820, 110, 200, C.teal, -6), card(1400, 90, 190, C.saffron, 5));
  b.push(circ(1020, 330, 36, '#FFD43B'), path('M1008 362H1032V378H1008Z', '#E9EEF5'), line('M1020 270V282M970 300L980 308M1070 300L1060 308', '#FFD43B', 5));
  b.push(P.coin(1480, 340, 26), P.coin(900, 380, 20));
  return sc.render(b.join(''), 'Rupeeflow blog');
}
