// Brand assets: logo mark, wordmark lockups, favicon, social preview, bank marks.
import { C, Scene, rect, circ, path, line, grp, at, text, FONT } from '../lib/core.mjs';

// The mark: a rounded tile with a rupee whose last stroke flows out as a rising teal arrow.
export function markBody(sc, x = 0, y = 0, s = 1, opts = {}) {
  const tile = opts.tile ?? sc.lg([[0, C.blue], [1, C.navy]], [0, 0, 1, 1]);
  return at(x, y, s, [
    rect(0, 0, 48, 48, tile, 12),
    line('M14 13H34M14 20.5H34', opts.glyph ?? '#FFFFFF', 3.6),
    line('M19 13C29.5 13 29.5 28 19 28H15.5L25 37', opts.glyph ?? '#FFFFFF', 3.6),
    line('M25 37C29 34 32.5 31.5 37 29.5', opts.flow ?? C.teal, 3.6),
    path('M33.2 26.4L39.6 28.4L36.4 34.2Z', opts.flow ?? C.teal),
  ].join(''));
}

export function logoMark() {
  const sc = new Scene(48, 48, 'm');
  return sc.render(markBody(sc), 'Rupeeflow');
}
export function favicon() {
  const sc = new Scene(48, 48, 'f');
  return sc.render(markBody(sc, 0, 0, 1, { tile: C.navy }));
}
function lockup(dark) {
  const sc = new Scene(180, 40, dark ? 'w' : 'l');
  const word = dark ? '#FFFFFF' : C.navy;
  const flow = dark ? '#3DDBA8' : C.teal;
  return sc.render(
    [
      markBody(sc, 0, 2, 36 / 48, dark ? { tile: '#FFFFFF', glyph: C.navy, flow: C.teal } : {}),
      `<text x="45" y="28.5" font-family="${FONT}" font-size="24" font-weight="700" textLength="130" lengthAdjust="spacing" fill="${word}">Rupee<tspan fill="${flow}">flow</tspan></text>`,
    ].join(''),
    'Rupeeflow',
  );
}
export const logo = () => lockup(false);
export const logoWhite = () => lockup(true);

export function appleIcon() {
  const sc = new Scene(180, 180, 'ap');
  const bg = sc.lg([[0, C.blue], [1, C.navy]], [0, 0, 1, 1]);
  return sc.render(rect(0, 0, 180, 180, bg) + markBody(sc, 18, 18, 144 / 48, { tile: 'none' }));
}

// Text-only bank marks in neutral colours (our own lettering, not the banks' logos).
function bankMark(name, letter, col) {
  const sc = new Scene(160, 48, 'b');
  return sc.render(
    [
      rect(0.5, 0.5, 159, 47, '#FFFFFF', 8, { stroke: '#D5DEEA' }),
      rect(10, 10, 28, 28, col, 6),
      `<text x="24" y="29.5" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="#FFFFFF">${letter}</text>`,
      `<text x="46" y="30" font-family="${FONT}" font-size="16" font-weight="700" fill="#33415C">${name}<tspan dx="5" font-weight="400" fill="#5B6B85">Bank</tspan></text>`,
    ].join(''),
    `${name} Bank`,
  );
}
export const hdfc = () => bankMark('HDFC', 'H', '#44546A');
export const icici = () => bankMark('ICICI', 'I', '#6B5B55');
