// Page illustrations: about, careers, apply, contact, repay, KYC, PAN card, 404.
import { C, Scene, rect, circ, ell, path, line, grp, at, text, rupee, shade, tint, rng } from '../lib/core.mjs';
import { person, crowd, SKIN, HAIR, CLOTH } from '../lib/people.mjs';
import * as P from '../lib/props.mjs';
import { markBody } from './brand.mjs';
import { dots, chip, iconClock, iconShield, iconBolt, approvedScreen } from './hero.mjs';

// ---------- About teaser: team around a table at the Noida office (1200x900)
export function aboutTeaser() {
  const sc = new Scene(1200, 900, 'at');
  const b = [];
  b.push(rect(0, 0, 1200, 900, sc.lg([[0, '#F4F9FF'], [1, '#E8F2FF']])));
  b.push(rect(0, 760, 1200, 140, '#DCE9F8'), rect(0, 756, 1200, 8, '#CFDFF3'));
  b.push(P.windowView(sc, 90, 90, 560, 380));
  // presentation screen
  b.push(P.uiCard(760, 120, 360, 260, 16));
  b.push(P.barChart(790, 170, 170, 170, [0.35, 0.55, 0.48, 0.75, 0.9]), P.lineChart(980, 190, 110, 150, [0.2, 0.4, 0.35, 0.6, 0.85], C.teal, sc));
  b.push(rect(790, 146, 90, 10, C.navy, 5), rect(1040, 146, 50, 10, C.sky2, 5));
  b.push(P.bigPlant(1120, 762, 1.1, C.navy, C.teal));
  // seated people behind table
  b.push(P.chair(300, 760, 1.6, '#2F3A4D'), P.chair(520, 760, 1.6, '#2F3A4D'));
  b.push(person(300, 880, 1.85, { legs: false, skin: SKIN[4], hair: HAIR[0], style: 'curly', attire: 'polo', top: C.teal, arms: ['type', 'type'], open: true }));
  b.push(person(520, 880, 1.85, { legs: false, female: true, skin: SKIN[1], hair: HAIR[2], style: 'bob', attire: 'shirt', top: '#E56B8F', arms: ['type', 'chin'], earring: true, glasses: true }));
  b.push(rect(160, 610, 480, 162, '#D3E3F6'), rect(160, 610, 480, 10, '#C2D6EE'), rect(140, 600, 520, 14, '#FFFFFF', 6), circ(400, 690, 26, '#fff', { opacity: 0.6 }));
  b.push(markBody(sc, 382, 672, 0.75, { tile: 'none', glyph: '#fff', flow: '#fff' }));
  b.push(P.laptopBack(300, 602, 0.9), P.laptopBack(520, 602, 0.9, '#D7E1EE', C.teal), P.mug(420, 600, 1, C.saffron));
  // presenter
  b.push(person(760, 765, 1.95, { female: true, skin: SKIN[2], hair: HAIR[0], style: 'ponytail', attire: 'blazer', top: C.navy, inner: '#FFFFFF', bottom: '#2E3A4D', arms: ['down', 'present'], earring: true, bindi: true, open: true }));
  b.push(person(960, 765, 1.95, { skin: SKIN[3], hair: HAIR[1], style: 'side', attire: 'shirt', top: '#F7F9FC', bottom: C.navy, arms: ['hold', 'down'], beard: true, lanyard: C.blue }));
  b.push(P.clipboard(926, 478, 68, 88));
  return sc.render(b.join(''), 'The Rupeeflow team working together at the Noida office');
}

// ---------- About main: the Rupeeflow office building (1200x900)
export function aboutMain() {
  const sc = new Scene(1200, 900, 'am');
  const b = [];
  b.push(rect(0, 0, 1200, 900, sc.lg([[0, '#D9ECFF'], [1, '#F4F9FF']])));
  b.push(circ(980, 150, 70, '#FFE3A3', { opacity: 0.8 }), circ(980, 150, 46, '#FFD36B'));
  b.push(P.cloud(200, 160, 1.1, '#fff', 0.9), P.cloud(700, 110, 0.8, '#fff', 0.8), P.cloud(1080, 260, 0.7, '#fff', 0.7));
  b.push(P.skyline(0, 380, 1200, 330, '#C4DBF5', 21));
  // main tower
  const tx = 380, tw = 440, ty = 170;
  const glass = sc.lg([[0, '#4F8EF0'], [1, '#1B5CC8']], [0, 0, 1, 1]);
  b.push(rect(tx - 20, ty - 20, tw + 40, 30, C.navy, 6));
  b.push(rect(tx, ty, tw, 560, glass));
  let win = '';
  for (let r = 0; r < 11; r++) for (let c = 0; c < 6; c++) win += `M${tx + 18 + c * 70} ${ty + 110 + r * 38}h56v26h-56z`;
  b.push(path(win, '#A9CCFF', { opacity: 0.55 }));
  b.push(path(`M${tx} ${ty}L${tx + 160} ${ty}L${tx} ${ty + 300}Z`, '#fff', { opacity: 0.08 }));
  b.push(rect(tx + 20, ty + 18, tw - 40, 72, '#FFFFFF', 10));
  b.push(markBody(sc, tx + 40, ty + 30, 1));
  b.push(text(tx + 104, ty + 68, 'Rupeeflow', 36, C.navy, { 'font-weight': 700 }));
  // side wings
  b.push(rect(170, 420, 210, 310, '#2A62C0'), rect(820, 360, 240, 370, '#2A62C0'));
  let w2 = '';
  for (let r = 0; r < 7; r++) for (let c = 0; c < 3; c++) w2 += `M${190 + c * 64} ${440 + r * 40}h48v26h-48z`;
  for (let r = 0; r < 9; r++) for (let c = 0; c < 3; c++) w2 += `M${842 + c * 72} ${380 + r * 38}h54v24h-54z`;
  b.push(path(w2, '#A9CCFF', { opacity: 0.45 }));
  // entrance
  b.push(rect(tx + 150, 640, 140, 90, '#CFE3FF'), line(`M${tx + 220} 640V730`, '#fff', 4), rect(tx + 130, 630, 180, 12, C.navy, 4));
  // ground
  b.push(rect(0, 730, 1200, 170, '#E4EEF9'), rect(0, 726, 1200, 10, '#CBDCF0'), path('M0 820H1200V900H0Z', '#D5E4F5'));
  b.push(P.tree(110, 740, 1.3, C.teal), P.tree(1110, 740, 1.2, '#3CC99A'), P.tree(300, 740, 0.9, '#3CC99A', 'tall'), P.tree(900, 740, 0.9, C.teal, 'tall'));
  b.push(P.plant(530, 742, 0.6, '#fff', C.teal), P.plant(670, 742, 0.6, '#fff', C.teal));
  // people walking in
  const r = rng(44);
  const xs = [190, 330, 470, 760, 900, 1040];
  xs.forEach((x, i) => {
    const o = crowd(r, i % 2 === 0);
    o.arms = i === 2 ? ['down', 'wave'] : i === 4 ? ['phone', 'down'] : ['down', i % 2 ? 'carry' : 'down'];
    o.phone = C.teal;
    b.push(P.shadow(x, 880, 40, 7, 0.1), person(x, 880, 0.95, o));
  });
  return sc.render(b.join(''), 'The Rupeeflow office in Noida');
}

// ---------- Careers: a cheerful, diverse team (1200x800)
export function careersTeam() {
  const sc = new Scene(1200, 800, 'ct');
  const b = [];
  b.push(rect(0, 0, 1200, 800, sc.lg([[0, '#F5FAFF'], [1, '#E6F1FF']])));
  b.push(circ(600, 470, 360, '#DCEBFF'), circ(600, 470, 280, '#E9F3FF'));
  b.push(dots(90, 90, 6, 4, 24, C.blue, 0.15), dots(960, 600, 6, 4, 24, C.teal, 0.2));
  b.push(P.confetti(180, 60, 840, 200, 26, 12));
  b.push(P.bigPlant(120, 740, 1.2, C.navy, C.teal), P.bigPlant(1080, 740, 1.1, '#FFFFFF', '#2F9E6E'));
  b.push(P.shadow(600, 742, 420, 22, 0.08));
  const cast = [
    { x: 330, o: { female: true, skin: SKIN[1], hair: HAIR[0], style: 'long', attire: 'kurti', top: C.teal, bottom: '#F6EBD9', dupatta: C.saffron, arms: ['down', 'wave'], earring: true, open: true } },
    { x: 445, o: { skin: SKIN[4], hair: HAIR[0], style: 'curly', attire: 'hoodie', top: '#6A5ACD', bottom: '#2E3A4D', arms: ['hip', 'down'], open: true } },
    { x: 560, o: { female: true, skin: SKIN[3], hair: HAIR[1], style: 'bun', attire: 'saree', top: '#E56B8F', accent: C.saffron, blouse: '#A63446', arms: ['down', 'hold'], bindi: true, earring: true } },
    { x: 680, o: { skin: SKIN[2], hair: HAIR[0], style: 'side', attire: 'blazer', top: C.navy, inner: '#fff', bottom: '#2E3A4D', arms: ['up', 'up'], glasses: true, open: true } },
    { x: 800, o: { female: true, skin: SKIN[5], hair: HAIR[0], style: 'curlyLong', attire: 'shirt', top: C.saffron, bottom: C.navy, arms: ['phone', 'down'], phone: C.teal, earring: true } },
    { x: 910, o: { skin: SKIN[1], hair: HAIR[4], style: 'receding', attire: 'kurta', top: '#F7F9FC', bottom: '#E8D5BA', arms: ['down', 'wave'], beard: true, open: true } },
  ];
  cast.forEach(({ x, o }, i) => b.push(person(x, 742 - (i % 2) * 8, 1.75, o)));
  return sc.render(b.join(''), 'A diverse, cheerful Rupeeflow team');
}

// ---------- Apply page: side illustration beside the form (560x640)
export function applySide() {
  const sc = new Scene(560, 640, 'ap');
  const b = [];
  b.push(path('M80 120C160 40 380 30 470 120C560 210 540 420 470 520C400 610 180 630 90 540C0 450 0 200 80 120Z', C.sky));
  b.push(dots(420, 40, 5, 4, 18, C.blue, 0.2));
  // form card
  b.push(P.uiCard(250, 110, 250, 330, 18));
  b.push(rect(270, 130, 120, 12, C.navy, 6));
  const field = (y, done) => grp([rect(270, y, 210, 44, '#F3F8FF', 10, { stroke: '#D5E3F5', 'stroke-width': 1.5 }), rect(284, y + 17, 110, 10, '#C9DDF7', 5), done ? P.check(458, y + 22, 11) : '']);
  b.push(field(165, true), field(222, true), field(279, true), field(336, false));
  b.push(rect(270, 394, 210, 30, C.blue, 15), rect(340, 406, 70, 6, '#fff', 3, { opacity: 0.9 }));
  // progress steps
  b.push(line('M290 480H460', '#C9DDF7', 4), circ(290, 480, 12, C.teal), circ(375, 480, 12, C.teal), circ(460, 480, 12, '#fff', { stroke: C.blue, 'stroke-width': 4 }));
  b.push(line('M285 480l4 4 7-7M370 480l4 4 7-7', '#fff', 2.5));
  // person
  b.push(P.shadow(150, 590, 80, 12, 0.1));
  b.push(person(150, 590, 1.65, { female: true, skin: SKIN[3], hair: HAIR[0], style: 'long', attire: 'kurti', top: C.teal, bottom: '#F6EBD9', dupatta: C.saffron, arms: ['down', 'phone'], phone: C.blue, earring: true, bindi: true, open: true }));
  b.push(P.shield(480, 90, 0.9, C.teal), P.coin(90, 140, 22), P.coin(60, 200, 14));
  b.push(P.plant(500, 600, 0.8, C.navy, C.teal));
  return sc.render(b.join(''), 'Applying for a salary advance online');
}

// ---------- Contact page (600x480)
export function contactIllustration() {
  const sc = new Scene(600, 480, 'ci');
  const b = [];
  b.push(circ(300, 250, 200, C.sky), dots(40, 40, 5, 4, 18, C.blue, 0.2));
  b.push(P.chair(300, 400, 1.2, C.navy));
  b.push(person(300, 440, 1.3, { legs: false, female: true, skin: SKIN[2], hair: HAIR[0], style: 'ponytail', attire: 'blazer', top: C.teal, inner: '#fff', arms: ['type', 'wave'], headset: true, earring: true, open: true }));
  b.push(rect(120, 370, 360, 14, '#FFFFFF', 7), rect(136, 382, 328, 98, '#D3E3F6'), rect(136, 382, 328, 6, '#C2D6EE'));
  b.push(P.laptopBack(300, 372, 0.9, '#D7E1EE', C.blue), P.mug(420, 370, 1, C.saffron));
  // chat bubbles and channels
  b.push(P.bubble(60, 90, 130, 60, '#fff', 'bl'), circ(100, 120, 6, C.blue), circ(125, 120, 6, C.blue), circ(150, 120, 6, C.blue));
  b.push(P.bubble(420, 70, 140, 60, C.teal, 'br'), rect(440, 90, 90, 8, '#fff', 4), rect(440, 106, 60, 8, '#fff', 4, { opacity: 0.8 }));
  const badge = (x, y, fill, icon) => grp([circ(x, y, 30, fill), icon]);
  b.push(badge(80, 260, C.saffron, grp([rect(66, 249, 28, 22, 'none', 3, { stroke: '#fff', 'stroke-width': 3 }), line('M67 251l13 10 13-10', '#fff', 3)])));
  b.push(badge(530, 230, C.blue, line('M520 220c0 14 8 22 20 22l3-6-6-4-3 3c-4-2-7-5-9-9l3-3-4-6z', '#fff', 3)));
  b.push(badge(520, 330, '#25A265', grp([path('M520 318a12 12 0 0 0-10 18l-2 7 7-2a12 12 0 1 0 5-23z', 'none', { stroke: '#fff', 'stroke-width': 3, 'stroke-linejoin': 'round' })])));
  return sc.render(b.join(''), 'Our support team is here to help');
}

// ---------- Repay page (600x480)
export function repayIllustration() {
  const sc = new Scene(600, 480, 'ri');
  const b = [];
  b.push(path('M70 140C140 50 420 40 520 120C600 190 580 380 500 430C400 490 160 480 90 410C20 340 10 220 70 140Z', C.sky));
  const px = 230, py = 50, pw = 190, ph = 380;
  const scr = [
    rect(px + 10, py + 10, pw - 20, 70, C.navy, 20), rect(px + 10, py + 50, pw - 20, 30, C.navy),
    rect(px + 26, py + 36, 80, 10, '#fff', 5), rect(px + 26, py + 54, 50, 8, '#fff', 4, { opacity: 0.6 }),
    rect(px + 35, py + 100, 120, 120, '#fff', 8, { stroke: '#D5E3F5', 'stroke-width': 2 }), P.qr(px + 45, py + 110, 100, C.ink, 11),
    rect(px + 30, py + 240, pw - 60, 10, '#E3ECF8', 5), rect(px + 50, py + 260, pw - 100, 10, '#E3ECF8', 5),
    rect(px + 25, py + 300, pw - 50, 40, C.teal, 20), rect(px + 70, py + 317, pw - 140, 7, '#fff', 3.5),
  ].join('');
  b.push(P.phone(px, py, pw, ph, scr));
  b.push(P.check(420, 110, 30));
  b.push(P.calendar(70, 120, 120, { mark: 12, head: C.saffron }));
  b.push(P.coin(470, 200, 24), P.coin(560, 250, 16), P.note(120, 330, 90, -10));
  b.push(P.shadow(520, 450, 50, 8, 0.1));
  b.push(person(520, 450, 1.15, { skin: SKIN[4], hair: HAIR[0], style: 'short', attire: 'polo', top: C.blue, bottom: '#2E3A4D', arms: ['down', 'phone'], phone: C.teal, moustache: true, open: true }));
  return sc.render(b.join(''), 'Repaying your loan by UPI or bank transfer');
}

// ---------- Video KYC: person framed by the phone camera (480x480)
export function videoKyc() {
  const sc = new Scene(480, 480, 'vk');
  const b = [];
  b.push(circ(240, 250, 210, C.sky), dots(30, 30, 5, 4, 18, C.blue, 0.2));
  const px = 130, py = 30, pw = 220, ph = 420;
  const clip = sc.clip(rect(px + 12, py + 12, pw - 24, ph - 24, '#000', 22));
  const feed = grp([
    rect(px + 12, py + 12, pw - 24, ph - 24, '#DDEBFB'),
    rect(px + 12, py + 12, pw - 24, 140, '#CFE1F7'),
    person(240, 640, 1.85, { legs: false, female: true, skin: SKIN[2], hair: HAIR[0], style: 'long', attire: 'kurti', top: '#A63446', dupatta: '#F5C451', arms: ['down', 'down'], earring: true, bindi: true, open: true }),
  ], { 'clip-path': clip });
  b.push(rect(px + 10, py + 14, pw, ph, C.navy, 30, { opacity: 0.1 }), rect(px, py, pw, ph, '#1B2A44', 30), feed);
  // face frame
  b.push(line('M185 125h-20v20M295 125h20v20M185 255h-20v-20M295 255h20v-20', C.teal, 5));
  b.push(circ(px + 34, py + 40, 6, '#E5484D'), rect(px + 46, py + 35, 30, 10, '#fff', 5, { opacity: 0.85 }));
  // agent picture-in-picture
  b.push(rect(px + pw - 78, py + 26, 56, 74, '#fff', 8), grp(person(px + pw - 50, py + 168, 0.42, { legs: false, skin: SKIN[3], hair: HAIR[1], style: 'side', attire: 'shirt', top: C.blue, headset: true }), { 'clip-path': sc.clip(rect(px + pw - 75, py + 29, 50, 68, '#000', 6)) }));
  // call controls
  b.push(circ(200, 408, 18, '#fff'), circ(240, 408, 20, '#E5484D'), circ(280, 408, 18, '#fff'));
  b.push(rect(195, 399, 10, 14, 'none', 5, { stroke: C.navy, 'stroke-width': 2.5 }), line('M231 410q9-6 18 0', '#fff', 3.5), rect(271, 401, 13, 13, 'none', 2, { stroke: C.navy, 'stroke-width': 2.5 }), path('M284 405l6-3v10l-6-3z', C.navy));
  b.push(P.check(380, 120, 24), P.shield(90, 330, 0.9, C.blue));
  return sc.render(b.join(''), 'Video KYC from your phone');
}

// ---------- Generic PAN-style identity card (428x270), sample data only
export function panCard() {
  const sc = new Scene(428, 270, 'pc');
  const bg = sc.lg([[0, '#F3F8FF'], [0.55, '#DCEBFF'], [1, '#CFE6F5']], [0, 0, 1, 1]);
  const b = [];
  b.push(rect(0, 0, 428, 270, bg, 18), rect(0.75, 0.75, 426.5, 268.5, 'none', 17.5, { stroke: '#B8CDE8', 'stroke-width': 1.5 }));
  b.push(path('M0 60C120 40 300 80 428 50V0H0Z', '#0A3D91', { opacity: 0.08 }));
  let guil = '';
  for (let i = 0; i < 6; i++) guil += `M${-20 + i * 18} 270C${90 + i * 18} ${170 - i * 6} ${240 + i * 14} ${260 - i * 4} ${440} ${150 + i * 10}`;
  b.push(line(guil, '#0A3D91', 1, { opacity: 0.08 }));
  b.push(text(24, 36, 'PERMANENT ACCOUNT NUMBER CARD', 14, C.navy, { 'font-weight': 700, 'letter-spacing': 0.6 }));
  b.push(text(404, 36, 'SAMPLE', 12, '#E5484D', { 'font-weight': 700, 'text-anchor': 'end' }));
  // photo
  b.push(rect(24, 62, 92, 112, '#fff', 6, { stroke: '#B8CDE8' }), circ(70, 104, 22, '#C9DDF7'), path('M36 170C38 142 52 132 70 132C88 132 102 142 104 170Z', '#C9DDF7'));
  // fields
  const field = (y, label, w) => grp([text(136, y, label, 10.5, '#5B6B85'), rect(136, y + 7, w, 10, '#9FB7D8', 5)]);
  b.push(field(72, 'Name', 170), field(110, "Father's Name", 200), field(148, 'Date of Birth', 110));
  b.push(text(136, 206, 'XXXXX0000X', 24, C.ink, { 'font-weight': 700, 'letter-spacing': 2.5, 'font-family': "'DejaVu Sans Mono','Courier New',monospace" }));
  b.push(text(136, 222, 'Permanent Account Number', 10, '#5B6B85'));
  b.push(line('M30 220c10-14 16 6 24-6s12 10 20-2 10 6 16 0', C.ink, 1.6), text(24, 246, 'Signature', 10, '#5B6B85'));
  // generic hologram seal
  b.push(circ(372, 208, 30, '#fff', { opacity: 0.6 }), circ(372, 208, 30, 'none', { stroke: '#12B886', 'stroke-width': 2, opacity: 0.7 }), circ(372, 208, 20, 'none', { stroke: '#1565E0', 'stroke-width': 2, opacity: 0.5 }), path('M372 194l4 9 10 1-7 7 2 10-9-5-9 5 2-10-7-7 10-1z', '#F59F00', { opacity: 0.7 }));
  return sc.render(b.join(''), 'Sample PAN card (illustrative only)');
}

// ---------- 404 (600x450)
export function notFound() {
  const sc = new Scene(640, 400, 'nf');
  const b = [];
  // drawn on a 600x450 grid, fitted into the 16:10 frame the page uses
  b.push(path('M60 150C130 60 460 50 540 140C610 220 580 380 490 410C380 450 170 440 90 380C20 330 10 220 60 150Z', C.sky));
  b.push(text(140, 205, '4', 150, C.navy, { 'font-weight': 800 }), text(372, 205, '4', 150, C.navy, { 'font-weight': 800 }));
  b.push(P.coin(300, 150, 54));
  b.push(P.cloud(110, 90, 0.55, '#fff', 1), P.cloud(500, 70, 0.45, '#fff', 1));
  b.push(rect(470, 290, 8, 120, '#8A5A3C'), path('M430 300H520L534 314L520 328H430Z', C.saffron), path('M520 340H430L416 354L430 368H520Z', C.teal));
  b.push(P.shadow(300, 425, 64, 9, 0.1));
  b.push(person(300, 425, 0.85, { skin: SKIN[3], hair: HAIR[0], style: 'curly', attire: 'polo', top: C.blue, bottom: '#2E3A4D', arms: ['hold', 'chin'], glasses: true }));
  b.push(grp([path('M0 0L24 6L48 0L72 6V56L48 50L24 56L0 50Z', '#fff', { stroke: '#C9DDF7', 'stroke-width': 2 }), line('M24 6V56M48 0V50', '#C9DDF7', 2), line('M8 40q14-20 30-8t28-16', '#E5484D', 2, { 'stroke-dasharray': '3 4' })], { transform: 'translate(250 300) scale(0.9)' }));
  b.push(text(338, 232, '?', 30, C.saffron, { 'font-weight': 800 }));
  b.push(P.plant(110, 420, 0.7, C.navy, C.teal));
  return sc.render(grp(b.join(''), { transform: 'translate(56 -6) scale(0.88)' }), 'Page not found');
}

// ---------- Social preview (1200x630)
export function ogDefault() {
  const sc = new Scene(1200, 630, 'og');
  const b = [rect(0, 0, 1200, 630, sc.lg([[0, C.navy], [1, C.blue]], [0, 0, 1, 1]))];
  b.push(circ(930, 330, 330, '#fff', { opacity: 0.06 }), circ(930, 330, 230, '#fff', { opacity: 0.06 }), dots(70, 520, 8, 3, 24, '#fff', 0.18));
  b.push(markBody(sc, 80, 90, 1.6, { tile: '#FFFFFF', glyph: C.navy, flow: C.teal }));
  b.push(text(176, 150, 'Rupeeflow', 58, '#fff', { 'font-weight': 700 }));
  b.push(text(80, 260, 'Salary advances,', 52, '#fff', { 'font-weight': 700 }), text(80, 324, 'the same day you need them', 40, '#CFE3FF', { 'font-weight': 600 }));
  b.push(rect(80, 372, 290, 48, '#fff', 24, { opacity: 0.14 }), P.check(106, 396, 14), text(130, 404, 'RBI-registered NBFC', 20, '#fff', { 'font-weight': 600 }));
  b.push(rect(80, 440, 250, 48, '#fff', 24, { opacity: 0.14 }), P.check(106, 464, 14), text(130, 472, '100% online · same day', 20, '#fff', { 'font-weight': 600 }));
  const px = 830, py = 80, pw = 260, ph = 520;
  b.push(P.phone(px, py, pw, ph, approvedScreen(px, py, pw, ph), { shadow: false }));
  b.push(P.coin(790, 170, 30), P.coin(1130, 420, 24), P.coin(760, 520, 18));
  return sc.render(b.join(''), 'Rupeeflow');
}
