// Sums a V8 .cpuprofile (node --cpu-prof) by where the time went: self time and inclusive time per package
// (node_modules/<name>), per folder of our own build (dist/node/...), node's internals by module, and V8's own
// entries ((garbage collector), (program), (idle)); then the functions with the most self time. `--until=<ms>`
// counts only the first ms of the profile (a start-up: up to 'Server listening', say). It prints; nothing fails.
//   node tests/bench/cpuprofile-summary.mjs <file.cpuprofile> [--until=1000] [--top=25]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error(
    'usage: node tests/bench/cpuprofile-summary.mjs <file.cpuprofile> [--until=ms] [--top=n]',
  );
  process.exit(2);
}
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const untilMs = option('until', Infinity);
const top = option('top', 25);

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);

/**
 * The bundle (scripts/bundle-server.mjs) is minified: its source map (main.js.map beside it) says which source file
 * each position came from. Decoded once per bundle into, per generated line, the columns where a source starts.
 */
const bundles = new Map();
const VLQ = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = VLQ[c];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
function sourceMapOf(url) {
  let map = bundles.get(url);
  if (map) return map;
  map = { sources: [], lines: [] };
  try {
    const raw = JSON.parse(readFileSync(new URL(`${url}.map`), 'utf8'));
    map.sources = raw.sources;
    let source = 0;
    map.lines = raw.mappings.split(';').map((line) => {
      let column = 0;
      const starts = [];
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const [dc, ds] = decodeSegment(segment);
        column += dc;
        if (ds !== undefined) source += ds;
        starts.push([column, source]);
      }
      return starts;
    });
  } catch {
    // no map beside it
  }
  bundles.set(url, map);
  return map;
}
function sourceInBundle(url, line, column) {
  const map = sourceMapOf(url);
  const starts = map.lines[line] ?? [];
  let found;
  for (const [c, source] of starts) {
    if (c > column) break;
    found = source;
  }
  return found === undefined ? undefined : map.sources[found]?.replace(/^(\.\.\/)+/, '');
}

/** Where a frame belongs: a package, a folder of ours, a node internal, or one of V8's own entries. */
function placeOf(frame) {
  let url = frame.url ?? '';
  if (!url) return frame.functionName || '(anonymous)';
  if (url.endsWith('/dist/node/server/main.js'))
    url = `bundle/${sourceInBundle(url, frame.lineNumber, frame.columnNumber) ?? 'server/main.ts'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /dist\/(node\/(?:server|shared)(?:\/[^/]+)?|ssr(?:-hi)?)\//.exec(url);
  if (ours) return `ours:${ours[1]}`;
  const bundled = /^bundle\/((?:server|shared)(?:\/[^/.]+(?=\/))?)/.exec(url);
  if (bundled) return `ours:${bundled[1]}`;
  if (url.startsWith('node:')) return url.replace(/^node:internal\/([^/]+).*$/, 'node:$1');
  return url.replace(/^file:\/\/.*\/(dist|scripts)\//, '$1/');
}

const self = new Map();
const inclusive = new Map();
const selfFn = new Map();
let t = 0;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  // The delta before a sample is the time it stands for (the sampler's interval, as V8 records it).
  const delta = (profile.timeDeltas[i] ?? 0) / 1000;
  t += delta;
  if (t > untilMs) break;
  total += delta;
  const leaf = byId.get(profile.samples[i]);
  const place = placeOf(leaf.callFrame);
  self.set(place, (self.get(place) ?? 0) + delta);
  const fn = `${leaf.callFrame.functionName || '(anonymous)'} ${placeOf(leaf.callFrame)}:${leaf.callFrame.lineNumber + 1}`;
  selfFn.set(fn, (selfFn.get(fn) ?? 0) + delta);
  const seen = new Set();
  for (let id = leaf.id; id !== undefined; id = parentOf.get(id)) {
    const p = placeOf(byId.get(id).callFrame);
    if (seen.has(p)) continue;
    seen.add(p);
    inclusive.set(p, (inclusive.get(p) ?? 0) + delta);
  }
}

const table = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${v.toFixed(1).padStart(9)} ms  ${k}`);
};
console.log(
  `${file}: ${total.toFixed(0)} ms of samples${Number.isFinite(untilMs) ? ` (first ${untilMs} ms)` : ''}`,
);
table('self time by place', self, top);
table('inclusive time by place (overlapping)', inclusive, top);
table('self time by function', selfFn, top);
