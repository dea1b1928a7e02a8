// Core helpers for the Rupeeflow illustration system: palette, SVG wrappers, colour maths.
// Every illustration on the site is built from these hand-written shapes (no editors, no rasters).

export const C = {
  navy: '#0A3D91',
  blue: '#1565E0',
  sky: '#EAF4FF',
  teal: '#12B886',
  saffron: '#F59F00',
  ink: '#12203A',
  white: '#FFFFFF',
  mist: '#F5F9FF',
  line: '#C9DDF7',
  sky2: '#D4E7FF',
  mint: '#DDF7EE',
  peach: '#FFF1D6',
  grey: '#8795A8',
  red: '#E5484D',
};

export const FONT = "'Inter','Segoe UI','Noto Sans',Roboto,Arial,sans-serif";

// Round numbers so the generated markup stays small.
export const r1 = (n) => Math.round(n * 10) / 10;

// Linear interpolation between two hex colours (t = 0..1).
export function mix(a, b, t) {
  const pa = hex(a);
  const pb = hex(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase();
}
function hex(h) {
  let s = h.replace('#', '');
  if (s.length === 3) s = s.split('').map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16));
}
export const shade = (c, t = 0.15) => mix(c, '#000000', t);
export const tint = (c, t = 0.5) => mix(c, '#FFFFFF', t);

// Deterministic pseudo-random generator so builds are reproducible.
export function rng(seed = 1) {
  // mulberry32: well distributed even for small consecutive seeds
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A scene collects <defs> (gradients, clips) with unique ids, then wraps everything in <svg>.
export class Scene {
  constructor(w, h, prefix = 'a') {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.n = 0;
    this.prefix = prefix;
  }
  id() {
    return this.prefix + (this.n++).toString(36);
  }
  // Linear gradient; stops: [[offset, colour, opacity?], ...]; dir: [x1,y1,x2,y2] in 0..1
  lg(stops, dir = [0, 0, 0, 1]) {
    const id = this.id();
    const st = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  rg(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id();
    const st = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  clip(shape) {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  render(body, title) {
    const t = title ? `<title>${esc(title)}</title>` : '';
    const d = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">${t}${d}${body}</svg>`;
  }
}

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Small element helpers. attrs is an object; undefined values are skipped.
export function el(name, attrs = {}, body) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join('');
  return body === undefined ? `<${name}${a}/>` : `<${name}${a}>${body}</${name}>`;
}
export const rect = (x, y, w, h, fill, rx, extra = {}) => el('rect', { x, y, width: w, height: h, rx, fill, ...extra });
export const circ = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ell = (cx, cy, rx, ry, fill, extra = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const line = (d, stroke, w = 2, extra = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
export const grp = (body, attrs = {}) => el('g', attrs, Array.isArray(body) ? body.join('') : body);
export const at = (x, y, s, body, extra = {}) =>
  grp(body, { transform: `translate(${r1(x)} ${r1(y)})${s !== 1 ? ` scale(${s})` : ''}`, ...extra });
export function text(x, y, str, size, fill, extra = {}) {
  return el('text', { x, y, 'font-family': FONT, 'font-size': size, fill, ...extra }, esc(str));
}

// Rupee symbol drawn as strokes (font independent). Centered at (x,y), height h.
export function rupee(x, y, h, stroke, w) {
  const s = h / 20;
  const sw = w ?? 2.2 * s;
  const d = `M${r1(x - 6 * s)} ${r1(y - 10 * s)}H${r1(x + 6 * s)}M${r1(x - 6 * s)} ${r1(y - 4.5 * s)}H${r1(x + 6 * s)}M${r1(x - 5 * s)} ${r1(y - 10 * s)}C${r1(x + 5 * s)} ${r1(y - 10 * s)} ${r1(x + 5 * s)} ${r1(y + 1 * s)} ${r1(x - 5 * s)} ${r1(y + 1 * s)}L${r1(x + 4 * s)} ${r1(y + 10 * s)}`;
  return line(d, stroke, sw);
}
