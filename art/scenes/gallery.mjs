// Ten "company moments" scenes for the gallery (1600x1067).
import { C, Scene, rect, circ, ell, path, line, grp, at, text, rupee, shade, tint, rng, mix } from '../lib/core.mjs';
import { person, crowd, SKIN, HAIR, CLOTH } from '../lib/people.mjs';
import * as P from '../lib/props.mjs';
import { markBody } from './brand.mjs';

const W = 1600;
const H = 1067;

// A row of audience members seen from behind (seated, heads and shoulders).
function audience(r, y, s, x0, x1, n, opts = {}) {
  const out = [];
  const step = (x1 - x0) / (n - 1);
  for (let i = 0; i < n; i++) {
    const o = crowd(r, r() < 0.5);
    o.back = true;
    o.legs = false;
    if (opts.raise && r() < opts.raise) o.arms = [r() < 0.5 ? 'down' : 'clap', 'up'];
    if (opts.clap && r() < opts.clap) o.arms = ['clap', 'clap'];
    const jx = (r() - 0.5) * step * 0.2;
    if (opts.chairs) out.push(rect(x0 + i * step + jx - 36 * s, y - 150 * s, 72 * s, 70 * s, opts.chairs, 12 * s));
    out.push(person(x0 + i * step + jx, y + (r() - 0.5) * 8 * s, s * (0.96 + r() * 0.08), o));
  }
  return out.join('');
}

function room(sc, wallTop = '#F3F8FF', wallBottom = '#E6F0FC', floorY = 760, floor = '#DCE8F6') {
  return [rect(0, 0, W, H, sc.lg([[0, wallTop], [1, wallBottom]])), rect(0, floorY, W, H - floorY, floor), rect(0, floorY - 6, W, 8, shade(floor, 0.06))].join('');
}

// 01 Annual Town Hall 2025 at the Noida office
export function g01() {
  const sc = new Scene(W, H, 'g1');
  const r = rng(101);
  const b = [room(sc, '#1E3566', '#2B4A86', 640, '#31508C')];
  b.push(P.spotlight(420, 0, 380, 640, 0.1), P.spotlight(800, 0, 420, 640, 0.12), P.spotlight(1180, 0, 380, 640, 0.1));
  // screen
  b.push(rect(470, 90, 660, 380, '#0F2448', 12), rect(484, 104, 632, 352, sc.lg([[0, '#F6FAFF'], [1, '#E3EEFD']]), 6));
  b.push(markBody(sc, 520, 140, 1.3), text(600, 188, 'Town Hall 2025', 40, C.navy, { 'font-weight': 700 }));
  b.push(text(600, 222, 'Noida office', 22, '#5B6B85'));
  b.push(P.barChart(530, 270, 300, 160, [0.35, 0.5, 0.62, 0.8, 0.95]), P.lineChart(870, 270, 210, 160, [0.2, 0.35, 0.5, 0.58, 0.8], C.teal, sc));
  // stage
  b.push(rect(180, 600, 1240, 50, '#132B55'), rect(180, 596, 1240, 10, '#4B6DAF'));
  b.push(rect(210, 140, 120, 420, C.teal, 8), rect(1270, 140, 120, 420, C.saffron, 8));
  b.push(markBody(sc, 234, 170, 1.5, { tile: 'none' }), markBody(sc, 1294, 170, 1.5, { tile: 'none' }));
  b.push(line('M236 300H304M236 330H304M236 360H290', '#fff', 8, { opacity: 0.5 }), line('M1296 300H1364M1296 330H1364M1296 360H1350', '#fff', 8, { opacity: 0.5 }));
  b.push(person(1180, 600, 1.25, { skin: SKIN[2], hair: HAIR[4], style: 'receding', attire: 'blazer', top: '#2E3A4D', inner: '#fff', tie: C.saffron, bottom: '#2E3A4D', arms: ['down', 'mic'], glasses: true, open: true }));
  b.push(person(400, 600, 1.2, { female: true, skin: SKIN[1], hair: HAIR[0], style: 'bun', attire: 'saree', top: C.blue, accent: C.saffron, blouse: C.navy, arms: ['down', 'present'], bindi: true, earring: true }));
  b.push(P.podium(1110, 520, 120, 80));
  b.push(P.plant(1470, 640, 1.1, '#fff', C.teal), P.plant(130, 640, 1.1, '#fff', C.teal));
  // audience
  b.push(audience(r, 1000, 1.35, 90, 1510, 9, { clap: 0.3 }));
  b.push(audience(r, 1180, 1.6, 160, 1440, 7, { raise: 0.2, clap: 0.2 }));
  b.push(audience(r, 1380, 1.95, 40, 1560, 6, { clap: 0.3 }));
  return sc.render(b.join(''), 'Annual Town Hall 2025 at the Noida office');
}

// 02 Diwali celebrations with the whole team
export function g02() {
  const sc = new Scene(W, H, 'g2');
  const r = rng(202);
  const b = [rect(0, 0, W, H, sc.lg([[0, '#13204A'], [1, '#2A2F6B']]))];
  // windows with fireworks
  b.push(rect(120, 90, 1360, 470, '#0D1838', 10));
  const fw = [[330, 240, 90, '#FFD43B'], [640, 180, 70, '#FF8787'], [980, 260, 100, '#63E6BE'], [1280, 190, 80, '#FFA94D'], [820, 380, 50, '#74C0FC'], [460, 420, 40, '#F783AC']];
  fw.forEach(([x, y, rr, c]) => b.push(P.firework(x, y, rr, c, 14)));
  b.push(P.skyline(120, 440, 1360, 120, '#1D2B5A', 17));
  b.push(line('M460 90V560M800 90V560M1140 90V560', '#243463', 12));
  // wall below windows, floor
  b.push(rect(0, 560, W, 220, sc.lg([[0, '#F6E7CF'], [1, '#F1DDBF']])), rect(0, 780, W, H - 780, '#E8CFA8'));
  b.push(P.stringLights(0, 40, 800, 40, 14), P.stringLights(800, 40, 1600, 40, 14));
  b.push(P.garland(60, 80, 1540, 40, 30));
  [[200, 120, C.saffron], [520, 110, '#E5484D'], [1080, 110, '#C2307A'], [1400, 120, '#12B886']].forEach(([x, y, c]) => b.push(P.lantern(x, y, 1.2, c, 50)));
  // rangoli and diyas
  b.push(P.rangoli(800, 930, 150));
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    b.push(P.diya(800 + Math.cos(a) * 250, 940 + Math.sin(a) * 90, 1));
  }
  // team
  const people = [
    { x: 170, o: { female: true, attire: 'saree', top: '#C2307A', accent: '#F5C451', blouse: '#F59F00', skin: SKIN[2], style: 'bun', bindi: true, earring: true, arms: ['down', 'wave'] } },
    { x: 360, o: { attire: 'kurta', top: '#F59F00', bottom: '#F6EBD9', skin: SKIN[4], style: 'short', moustache: true, arms: ['hold', 'hold'] } },
    { x: 550, o: { female: true, attire: 'kurti', top: '#12B886', bottom: '#F6EBD9', dupatta: '#F5C451', skin: SKIN[1], style: 'braid', bindi: true, earring: true, arms: ['down', 'hold'] } },
    { x: 1050, o: { attire: 'kurta', top: '#6A5ACD', bottom: '#F6EBD9', skin: SKIN[2], style: 'side', beard: true, arms: ['wave', 'down'] } },
    { x: 1240, o: { female: true, attire: 'saree', top: '#F0785A', accent: '#12B886', blouse: '#0A3D91', skin: SKIN[3], style: 'long', bindi: true, earring: true, arms: ['hold', 'down'] } },
    { x: 1430, o: { attire: 'kurta', top: '#FFFFFF', bottom: '#E8D5BA', skin: SKIN[1], hair: HAIR[4], style: 'receding', glasses: true, arms: ['down', 'clap'] } },
  ];
  people.forEach(({ x, o }) => b.push(P.shadow(x, 862, 70, 12, 0.12), person(x, 862, 1.55, { hair: HAIR[0], open: true, ...o })));
  b.push(P.diya(360, 668, 0.8), P.diya(1215, 668, 0.7));
  b.push(rect(545, 650, 64, 30, '#E5484D', 4), rect(545, 650, 64, 9, '#F5C451', 3));
  return sc.render(b.join(''), 'Diwali celebrations with the whole team');
}

// 03 Customer support floor during launch week
export function g03() {
  const sc = new Scene(W, H, 'g3');
  const b = [room(sc, '#F3F8FF', '#E7F1FD', 800, '#D9E6F5')];
  b.push(P.bunting(0, 30, 800, 30, 12, [C.blue, C.teal, C.saffron, '#E5484D']), P.bunting(800, 30, 1600, 30, 12, [C.teal, C.saffron, '#E5484D', C.blue]));
  // wall screen with metrics
  b.push(rect(480, 100, 640, 300, '#1B2A44', 12), rect(492, 112, 616, 276, '#F7FAFF', 6));
  b.push(text(520, 160, 'Launch week', 30, C.navy, { 'font-weight': 700 }), text(520, 192, 'Support dashboard', 18, '#5B6B85'));
  const kpi = (x, v, l, c) => grp([rect(x, 220, 170, 140, tint(c, 0.88), 10), text(x + 18, 282, v, 40, c, { 'font-weight': 800 }), text(x + 18, 318, l, 17, '#5B6B85')]);
  b.push(kpi(520, '98%', 'Resolved', C.teal), kpi(712, '2 min', 'Avg. wait', C.blue), kpi(904, '4.8★', 'Rating', C.saffron));
  b.push(P.balloon(150, 200, 40, C.teal, 110), P.balloon(225, 170, 44, C.saffron, 140), P.balloon(300, 215, 36, C.blue, 100));
  b.push(P.balloon(1310, 190, 40, '#E5484D', 110), P.balloon(1385, 160, 44, C.teal, 140), P.balloon(1455, 210, 36, C.saffron, 100));
  b.push(P.wallClock(1300, 400, 36));
  // back row of agents
  const agent = (x, y, s, o) => person(x, y, s, { legs: false, headset: true, open: true, ...o });
  const r = rng(303);
  const back = [200, 480, 800, 1120, 1400];
  back.forEach((x, i) => {
    const o = crowd(r, i % 2 === 1);
    o.arms = i % 2 ? ['type', 'type'] : ['type', 'chin'];
    if (o.attire === 'saree' || o.attire === 'kurti' || o.attire === 'kurta') o.attire = 'shirt';
    b.push(P.chair(x, 650, 1.2, '#33415C'), agent(x, 780, 1.25, o));
  });
  b.push(rect(80, 620, 1440, 14, '#FFFFFF', 6), rect(96, 632, 1408, 90, '#CADBF0'));
  back.forEach((x) => b.push(P.laptopBack(x, 622, 0.7)));
  // front row
  const front = [330, 800, 1270];
  front.forEach((x, i) => {
    const o = crowd(r, i !== 1);
    o.arms = ['type', i === 1 ? 'wave' : 'type'];
    if (o.attire === 'saree' || o.attire === 'kurti' || o.attire === 'kurta') o.attire = 'polo';
    b.push(P.chair(x, 930, 1.7, '#2F3A4D'), agent(x, 1130, 1.75, o));
  });
  b.push(rect(60, 905, 1480, 18, '#FFFFFF', 8), rect(80, 921, 1440, 160, '#BFD3EC'));
  front.forEach((x) => b.push(P.laptopBack(x, 908, 1, '#D7E1EE', C.teal)));
  b.push(P.mug(560, 906, 1.2, C.saffron), P.mug(1040, 906, 1.2, C.teal), P.plant(1520, 904, 0.8, '#fff', C.teal));
  // supervisor
  b.push(person(1000, 800, 1.45, { female: true, skin: SKIN[4], hair: HAIR[0], style: 'ponytail', attire: 'blazer', top: C.teal, inner: '#fff', arms: ['hold', 'down'], earring: true, open: true, legs: true }));
  b.push(P.clipboard(968, 572, 62, 80));
  return sc.render(b.join(''), 'Customer support floor during launch week');
}

// 04 Credit risk team planning sprint
export function g04() {
  const sc = new Scene(W, H, 'g4');
  const b = [room(sc, '#F5F9FF', '#E8F1FC', 790, '#DDE8F5')];
  b.push(P.windowView(sc, 1180, 110, 320, 300));
  // whiteboard
  b.push(rect(160, 90, 900, 520, '#FFFFFF', 10, { stroke: '#C9D6E8', 'stroke-width': 6 }), rect(200, 610, 820, 12, '#B7C6DA', 4));
  const cols = [['To do', '#FFE08A'], ['Doing', '#B2F2DD'], ['Done', '#C5DDFF']];
  cols.forEach(([t, c], i) => {
    const x = 200 + i * 200;
    b.push(text(x, 140, t, 22, C.ink, { 'font-weight': 700 }), line(`M${x} 152H${x + 160}`, '#D5DEEA', 3));
    for (let k = 0; k < [5, 4, 6][i]; k++) b.push(P.sticky(x + (k % 2) * 84, 172 + Math.floor(k / 2) * 100, 74, c, (k % 3) - 1));
    b.push(circ(x + 150, 138 - 7, 11, tint(C.navy, 0.85)), text(x + 150, 138, String([5, 4, 6][i]), 14, C.navy, { 'font-weight': 700, 'text-anchor': 'middle' }));
  });
  b.push(line('M180 150V590', '#E3EAF4', 2), P.lineChart(820, 180, 200, 160, [0.7, 0.55, 0.6, 0.4, 0.3, 0.22], '#E5484D', sc));
  b.push(text(820, 150, 'Risk trend', 20, C.ink, { 'font-weight': 700 }), P.barChart(820, 380, 200, 150, [0.4, 0.62, 0.75, 0.9]));
  // standing team
  b.push(person(1130, 792, 1.7, { female: true, skin: SKIN[3], hair: HAIR[0], style: 'long', attire: 'kurti', top: '#6A5ACD', bottom: '#F6EBD9', dupatta: '#F5C451', arms: ['down', 'hold'], earring: true, bindi: true, open: true }));
  b.push(rect(1150, 500, 54, 74, '#1B2A44', 5), rect(1155, 505, 44, 64, '#EAF4FF', 3));
  b.push(person(1340, 792, 1.7, { skin: SKIN[1], hair: HAIR[1], style: 'side', attire: 'shirt', top: '#CFE3FF', bottom: C.navy, arms: ['present', 'down'].reverse(), glasses: true }));
  b.push(person(110, 792, 1.7, { skin: SKIN[4], hair: HAIR[0], style: 'short', attire: 'polo', top: C.teal, bottom: '#2E3A4D', arms: ['down', 'present'], beard: true, open: true }));
  // table with people seen from behind
  const r = rng(404);
  b.push(rect(320, 860, 960, 18, '#FFFFFF', 8), rect(340, 876, 920, 200, '#C8D8EC'));
  b.push(P.laptopFront(500, 860, 1.2), P.mug(700, 860, 1.2, C.saffron), P.books(1000, 860, 1.3));
  b.push(audience(r, 1260, 1.7, 420, 1180, 3, {}));
  return sc.render(b.join(''), 'Credit risk team planning sprint');
}

// 05 Women in Finance leadership session
export function g05() {
  const sc = new Scene(W, H, 'g5');
  const r = rng(505);
  const b = [room(sc, '#F4F0FF', '#ECE6FF', 650, '#D9D2F2')];
  b.push(rect(200, 70, 1200, 470, sc.lg([[0, '#6A5ACD'], [1, '#0A3D91']], [0, 0, 1, 1]), 16));
  b.push(circ(1300, 140, 160, '#fff', { opacity: 0.06 }), circ(300, 500, 120, '#fff', { opacity: 0.06 }));
  b.push(text(800, 170, 'Women in Finance', 56, '#FFFFFF', { 'font-weight': 700, 'text-anchor': 'middle' }));
  b.push(text(800, 216, 'Leadership session', 26, '#DCD5FF', { 'text-anchor': 'middle' }));
  b.push(markBody(sc, 770, 250, 1.25, { tile: '#FFFFFF', glyph: C.navy, flow: C.teal }));
  // stage
  b.push(rect(150, 560, 1300, 90, '#4A3F9E'), rect(150, 552, 1300, 14, '#7C6FE0'));
  const panel = [
    { x: 480, chair: C.teal, o: { skin: SKIN[1], hair: HAIR[4], style: 'bob', attire: 'blazer', top: '#2E3A4D', inner: '#F7F9FC', arms: ['down', 'hold'], glasses: true, earring: true } },
    { x: 800, chair: C.saffron, o: { skin: SKIN[3], hair: HAIR[0], style: 'bun', attire: 'saree', top: '#A63446', accent: '#F5C451', blouse: '#0A3D91', arms: ['down', 'mic'], bindi: true, earring: true, open: true } },
    { x: 1120, chair: C.teal, o: { skin: SKIN[5], hair: HAIR[0], style: 'curlyLong', attire: 'kurti', top: '#12B886', bottom: '#F6EBD9', dupatta: '#FFFFFF', arms: ['hold', 'down'], earring: true, open: true } },
  ];
  panel.forEach(({ x, chair, o }) => b.push(P.armchair(x, 575, 1.6, chair), person(x, 578, 1.2, { female: true, sit: true, ...o })));
  const sideTable = (x) => [ell(x, 496, 46, 12, '#FFFFFF'), rect(x - 4, 500, 8, 56, '#E3E8F2'), ell(x, 556, 28, 7, '#E3E8F2'), rect(x - 20, 470, 14, 24, '#CFE3FF', 3), rect(x + 4, 474, 14, 20, '#CFE3FF', 3)].join('');
  b.push(sideTable(640), sideTable(960));
  // audience
  b.push(audience(r, 960, 1.3, 80, 1520, 10, { clap: 0.3 }));
  b.push(audience(r, 1150, 1.6, 170, 1430, 7, { raise: 0.15, clap: 0.3 }));
  b.push(audience(r, 1350, 1.95, 40, 1560, 6, { clap: 0.3 }));
  return sc.render(b.join(''), 'Women in Finance leadership session');
}

// 06 Independence Day flag hoisting
export function g06() {
  const sc = new Scene(W, H, 'g6');
  const r = rng(606);
  const b = [rect(0, 0, W, H, sc.lg([[0, '#BFE0FF'], [0.6, '#EAF6FF'], [1, '#F7FBFF']]))];
  b.push(P.cloud(260, 160, 1.2, '#fff', 0.95), P.cloud(1240, 120, 1, '#fff', 0.9), P.cloud(1450, 260, 0.7, '#fff', 0.8));
  // office building behind
  b.push(rect(980, 300, 520, 420, '#CFE0F5'), rect(1000, 280, 480, 30, '#B5CBE8'));
  let win = '';
  for (let rr = 0; rr < 8; rr++) for (let c = 0; c < 7; c++) win += `M${1010 + c * 68} ${330 + rr * 46}h50v30h-50z`;
  b.push(path(win, '#EAF3FF'));
  b.push(P.tree(150, 720, 1.5, '#2F9E6E'), P.tree(940, 720, 1.2, '#3CC99A'), P.tree(380, 720, 1.1, '#3CC99A', 'tall'));
  // lawn
  b.push(rect(0, 700, W, H - 700, sc.lg([[0, '#A8E6C2'], [1, '#7ED3A3']])), path('M0 700H1600V716H0Z', '#8FDCB0'));
  b.push(P.bunting(0, 40, 530, 40, 10, ['#FF9933', '#FFFFFF', '#138808']), P.bunting(530, 40, 1070, 40, 10, ['#FF9933', '#FFFFFF', '#138808']), P.bunting(1070, 40, 1600, 40, 10, ['#FF9933', '#FFFFFF', '#138808']));
  // flag and platform
  b.push(rect(690, 770, 220, 30, '#E9EEF5', 4), rect(710, 750, 180, 24, '#F7F9FC', 4));
  b.push(P.flag(800, 752, 620, 230));
  let petals = '';
  for (let i = 0; i < 40; i++) petals += circ(820 + r() * 260, 200 + r() * 420, 3 + r() * 3, r() < 0.6 ? '#FF922B' : '#FFD43B');
  b.push(petals);
  b.push(person(740, 752, 1.25, { skin: SKIN[1], hair: HAIR[5], style: 'bald', attire: 'kurta', top: '#FFFFFF', bottom: '#F6EBD9', arms: ['down', 'salute'], glasses: true }));
  // rows of colleagues saluting
  const row = (y, s, xs) =>
    xs.forEach((x) => {
      const o = crowd(r, r() < 0.5);
      o.arms = ['down', 'salute'];
      if (r() < 0.5) o.top = ['#FFFFFF', '#FF9933', '#F7F9FC', '#138808'][Math.floor(r() * 4)];
      b.push(person(x, y, s, o));
    });
  row(880, 1.1, [180, 330, 480, 1120, 1270, 1420]);
  row(1080, 1.35, [110, 300, 490, 1110, 1300, 1490]);
  return sc.render(b.join(''), 'Independence Day flag hoisting');
}

// 07 Tree plantation drive in Sector 132
export function g07() {
  const sc = new Scene(W, H, 'g7');
  const r = rng(707);
  const b = [rect(0, 0, W, H, sc.lg([[0, '#CDEBFF'], [1, '#F1FAFF']]))];
  b.push(circ(1380, 170, 80, '#FFE8A3'), circ(1380, 170, 56, '#FFD43B'));
  b.push(P.cloud(300, 150, 1, '#fff', 0.95), P.cloud(900, 110, 0.8, '#fff', 0.9));
  b.push(P.skyline(0, 420, W, 220, '#C9DEF3', 41));
  b.push(path('M0 560C300 500 600 540 900 520C1200 500 1400 520 1600 500V1067H0Z', '#9BDDB5'));
  b.push(path('M0 640C400 600 800 640 1200 610C1400 596 1500 600 1600 590V1067H0Z', '#7FCF9E'));
  for (let i = 0; i < 8; i++) b.push(P.tree(60 + i * 210 + r() * 40, 600 + r() * 20, 0.7 + r() * 0.3, r() < 0.5 ? '#2F9E6E' : '#3CC99A', r() < 0.3 ? 'tall' : 'round'));
  // signboard
  b.push(rect(1240, 560, 8, 150, '#8A5A3C'), rect(1410, 560, 8, 150, '#8A5A3C'), rect(1200, 520, 260, 90, '#FFFFFF', 10, { stroke: '#2F9E6E', 'stroke-width': 5 }));
  b.push(text(1330, 558, 'Green Drive', 26, '#2F9E6E', { 'font-weight': 700, 'text-anchor': 'middle' }), text(1330, 590, 'Sector 132, Noida', 18, '#5B6B85', { 'text-anchor': 'middle' }));
  // soil patches with saplings
  [[260, 960], [620, 1000], [1000, 980], [1380, 960], [800, 850], [420, 860]].forEach(([x, y]) => b.push(ell(x, y, 70, 16, '#9C6B47'), P.sapling(x, y - 4, 1.6)));
  const tee = { attire: 'tshirt', top: C.teal, logo: '#fff' };
  b.push(P.shovel(380, 940, 1.5, -12));
  b.push(person(330, 950, 1.5, { ...tee, skin: SKIN[3], hair: HAIR[0], style: 'short', bottom: '#3E5C8A', arms: ['shovel', 'shovel'], cap: C.saffron, open: true }));
  b.push(person(560, 900, 1.35, { ...tee, female: true, skin: SKIN[2], hair: HAIR[0], style: 'braid', bottom: '#2E3A4D', arms: ['hold', 'hold'], earring: true, open: true }));
  b.push(P.plant(560, 760, 0.55, '#C8502B', '#2F9E6E'));
  b.push(person(860, 960, 1.55, { ...tee, skin: SKIN[5], hair: HAIR[0], style: 'curly', bottom: '#2E3A4D', arms: ['down', 'out'], open: true }));
  b.push(P.wateringCan(990, 760, 1.4, C.saffron));
  b.push(person(1150, 900, 1.35, { ...tee, female: true, skin: SKIN[1], hair: HAIR[1], style: 'ponytail', bottom: '#3E5C8A', arms: ['wave', 'down'], cap: C.blue, glasses: true, open: true }));
  b.push(person(1460, 1000, 1.5, { ...tee, skin: SKIN[2], hair: HAIR[4], style: 'receding', bottom: '#E8D5BA', arms: ['carry', 'down'], moustache: true, open: true }));
  b.push(P.plant(1430, 850, 0.5, '#C8502B', '#2F9E6E'));
  return sc.render(b.join(''), 'Tree plantation drive in Sector 132');
}

// 08 Hackathon winners, engineering team
export function g08() {
  const sc = new Scene(W, H, 'g8');
  const b = [room(sc, '#14213D', '#1F3566', 800, '#243B6E')];
  b.push(P.spotlight(500, 0, 460, 800, 0.1), P.spotlight(1100, 0, 460, 800, 0.1));
  // screen with code
  b.push(rect(330, 80, 940, 430, '#0B1530', 14), rect(344, 94, 912, 402, '#111E3F', 8));
  const r = rng(808);
  for (let i = 0; i < 12; i++) {
    const ind = (i % 4) * 24;
    let x = 380 + ind;
    const y = 170 + i * 26;
    for (let k = 0; k < 3; k++) {
      const w = 40 + r() * 120;
      b.push(rect(x, y, w, 10, [C.teal, '#74C0FC', C.saffron, '#B197FC', '#8795A8'][Math.floor(r() * 5)], 5, { opacity: 0.85 }));
      x += w + 14;
    }
  }
  b.push(rect(860, 160, 360, 300, '#1B2A52', 10), text(1040, 250, 'HACKATHON', 44, '#FFFFFF', { 'font-weight': 800, 'text-anchor': 'middle' }), text(1040, 300, '2025 · WINNERS', 26, C.saffron, { 'font-weight': 700, 'text-anchor': 'middle' }));
  b.push(P.trophy(1040, 430, 1.2));
  b.push(P.confetti(60, 40, 1480, 520, 70, 88));
  b.push(P.balloon(150, 260, 46, C.teal, 160), P.balloon(240, 220, 50, C.saffron, 200), P.balloon(1380, 250, 48, '#E5484D', 170), P.balloon(1470, 210, 44, C.blue, 210));
  // winners
  const team = [
    { x: 430, o: { skin: SKIN[4], hair: HAIR[0], style: 'curly', attire: 'hoodie', top: '#6A5ACD', bottom: '#2E3A4D', arms: ['up', 'up'], glasses: true } },
    { x: 640, o: { female: true, skin: SKIN[2], hair: HAIR[0], style: 'bob', attire: 'tshirt', top: C.teal, logo: '#fff', bottom: '#3E5C8A', arms: ['hold', 'hold'], earring: true } },
    { x: 860, o: { skin: SKIN[1], hair: HAIR[1], style: 'spiky', attire: 'tshirt', top: C.saffron, bottom: '#2E3A4D', arms: ['lift', 'lift'] } },
    { x: 1070, o: { female: true, skin: SKIN[3], hair: HAIR[0], style: 'ponytail', attire: 'hoodie', top: '#E56B8F', bottom: '#2E3A4D', arms: ['wave', 'hold'], glasses: true, earring: true } },
    { x: 1270, o: { skin: SKIN[2], hair: HAIR[0], style: 'side', attire: 'polo', top: '#74C0FC', bottom: '#2E3A4D', arms: ['clap', 'clap'], beard: true } },
  ];
  team.forEach(({ x, o }) => b.push(P.shadow(x, 972, 70, 12, 0.2), person(x, 972, 1.75, { open: true, ...o })));
  b.push(P.trophy(860, 540, 1.3));
  // big cheque
  b.push(grp([rect(0, 0, 260, 110, '#FFFFFF', 8), rect(0, 0, 260, 26, C.teal, 8), rect(0, 16, 260, 10, C.teal), text(16, 64, 'Rupeeflow', 18, C.navy, { 'font-weight': 700 }), text(244, 92, '₹1,00,000', 28, C.ink, { 'font-weight': 800, 'text-anchor': 'end' })], { transform: 'translate(520 700) rotate(-4)' }));
  return sc.render(b.join(''), 'Hackathon winners, engineering team');
}

// 09 Financial literacy workshop for first-time borrowers
export function g09() {
  const sc = new Scene(W, H, 'g9');
  const r = rng(909);
  const b = [room(sc, '#FFF8EC', '#FCEFD9', 700, '#EBDCC2')];
  // posters
  b.push(P.uiCard(90, 120, 220, 280, 12), P.pie(200, 230, 70, [0.5, 0.3, 0.2], [C.blue, C.teal, C.saffron]), P.lines(130, 330, 140, 3, 18, '#D6E4F5', 8));
  b.push(P.uiCard(1290, 120, 220, 280, 12), P.shield(1400, 230, 1.5, C.teal), P.lines(1330, 330, 140, 3, 18, '#D6E4F5', 8));
  b.push(P.stringLights(350, 40, 1250, 30, 12));
  // flip chart with 50-30-20
  const fc = [P.pie(760, 300, 110, [0.5, 0.3, 0.2], [C.blue, C.teal, C.saffron])];
  fc.push(text(910, 250, '50% Needs', 26, C.blue, { 'font-weight': 700 }), text(910, 300, '30% Wants', 26, C.teal, { 'font-weight': 700 }), text(910, 350, '20% Savings', 26, '#D98A00', { 'font-weight': 700 }));
  fc.push(text(760, 160, 'Smart borrowing', 30, C.ink, { 'font-weight': 700, 'text-anchor': 'middle' }).replace('x="760"', 'x="830"'));
  b.push(P.flipchart(600, 110, 520, 350, fc.join('')));
  b.push(person(470, 700, 1.5, { female: true, skin: SKIN[3], hair: HAIR[0], style: 'bun', attire: 'saree', top: C.teal, accent: C.saffron, blouse: '#A63446', arms: ['down', 'present'], bindi: true, earring: true, open: true }));
  b.push(P.plant(1260, 700, 1, '#fff', C.teal), P.plant(300, 700, 0.9, '#C8502B', '#2F9E6E'));
  b.push(audience(r, 1000, 1.35, 120, 1480, 9, { raise: 0.25, chairs: '#C58B52' }));
  b.push(audience(r, 1220, 1.7, 60, 1540, 7, { raise: 0.15, chairs: '#B07A44' }));
  return sc.render(b.join(''), 'Financial literacy workshop for first-time borrowers');
}

// 10 Team offsite at Rishikesh
export function g10() {
  const sc = new Scene(W, H, 'g10');
  const r = rng(1010);
  const b = [rect(0, 0, W, H, sc.lg([[0, '#BFE2FF'], [1, '#F2FAFF']]))];
  b.push(circ(300, 180, 70, '#FFE8A3'), circ(300, 180, 48, '#FFD43B'));
  b.push(P.cloud(700, 140, 1, '#fff', 0.9), P.cloud(1300, 100, 0.8, '#fff', 0.85));
  b.push(P.mountains(-100, 180, 1000, 420, '#8BB8D9', '#6FA3C9'), P.mountains(600, 220, 1100, 380, '#9CC4E0', '#7FB0D3'));
  b.push(path('M0 520C200 470 420 500 640 460C900 420 1200 480 1600 440V700H0Z', '#4DAE7E'));
  b.push(path('M0 600C300 560 600 600 900 570C1200 540 1400 570 1600 550V760H0Z', '#3B9C6C'));
  for (let i = 0; i < 14; i++) b.push(P.tree(40 + i * 118 + r() * 40, 560 + r() * 40, 0.45 + r() * 0.2, r() < 0.5 ? '#2F8F5E' : '#3FAF7A', 'pine'));
  // suspension bridge
  b.push(rect(420, 360, 16, 230, '#D9CBB4'), rect(1160, 340, 16, 240, '#D9CBB4'), rect(412, 350, 32, 20, '#C2A97E', 4), rect(1152, 330, 32, 20, '#C2A97E', 4));
  b.push(line('M80 560Q250 420 428 364M428 364Q800 560 1168 344M1168 344Q1360 440 1540 540', '#7D6F5B', 4));
  let hangers = '';
  for (let x = 460; x < 1140; x += 34) {
    const t = (x - 428) / 740;
    const cy = (1 - t) * (1 - t) * 364 + 2 * (1 - t) * t * 560 + t * t * 344;
    hangers += `M${x} ${r1v(cy)}V566`;
  }
  b.push(line(hangers, '#7D6F5B', 1.5), rect(60, 562, 1500, 10, '#8C7A62', 3));
  // river
  b.push(path('M0 700C300 660 700 720 1000 690C1250 665 1450 690 1600 680V1067H0Z', sc.lg([[0, '#3FB6C8'], [1, '#1F8FB0']])));
  b.push(line('M120 780q60-14 120 0M520 820q60-14 120 0M980 760q60-14 120 0M1300 860q60-14 120 0M260 960q60-14 120 0M1100 980q60-14 120 0', '#BDEFF5', 4, { opacity: 0.8 }));
  // raft with team
  const rx = 800, ry = 910;
  const rafters = [
    { x: -300, o: { skin: SKIN[3], style: 'short', arms: ['across', 'down'] } },
    { x: -150, o: { female: true, skin: SKIN[1], style: 'ponytail', arms: ['down', 'wave'], earring: true } },
    { x: 0, o: { skin: SKIN[5], style: 'curly', arms: ['up', 'up'], beard: true } },
    { x: 150, o: { female: true, skin: SKIN[2], style: 'long', arms: ['across', 'down'] } },
    { x: 300, o: { skin: SKIN[2], style: 'side', arms: ['down', 'across'], glasses: true } },
  ];
  b.push(line(`M${rx - 360} ${ry - 120}L${rx - 450} ${ry + 70}M${rx + 360} ${ry - 120}L${rx + 470} ${ry + 60}`, '#5B4636', 9));
  b.push(ell(rx - 452, ry + 76, 18, 32, '#F59F00'), ell(rx + 474, ry + 66, 18, 32, '#F59F00'));
  rafters.forEach(({ x, o }) => b.push(person(rx + x, ry + 236, 1.8, { legs: false, hair: HAIR[0], attire: 'tshirt', top: '#F76707', cap: '#E5484D', open: true, ...o })));
  rafters.forEach(({ x }) => b.push(rect(rx + x - 40, ry - 104, 80, 90, "#FF922B", 14), line(`M${rx + x - 16} ${ry - 104}V${ry - 20}M${rx + x + 16} ${ry - 104}V${ry - 20}`, '#fff', 4)));
  b.push(rect(rx - 420, ry - 24, 840, 90, '#E5484D', 45), rect(rx - 408, ry - 16, 816, 20, '#FF8787', 10), rect(rx - 420, ry + 48, 840, 18, '#C92A2A', 9));
  b.push(ell(rx, ry + 78, 470, 22, '#fff', { opacity: 0.35 }));
  // friends on the bank
  b.push(person(130, 720, 1.05, { skin: SKIN[4], hair: HAIR[0], style: 'spiky', attire: 'tshirt', top: C.teal, bottom: '#3E5C8A', arms: ['wave', 'down'], cap: C.saffron, open: true }));
  b.push(person(230, 716, 1.05, { female: true, skin: SKIN[2], hair: HAIR[0], style: 'long', attire: 'shirt', top: '#FFFFFF', bottom: '#3E5C8A', arms: ['down', 'phone'], phone: C.blue }));
  return sc.render(b.join(''), 'Team offsite at Rishikesh');
}
function r1v(n) {
  return Math.round(n * 10) / 10;
}
