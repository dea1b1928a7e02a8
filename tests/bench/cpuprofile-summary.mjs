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
 * esbuild's bundle (scripts/bundle-server.mjs) names each source file in a comment line before its code
 * (`// node_modules/avvio/boot.js`, `// server/app.ts`): a frame in the bundle belongs to the last one above it.
 */
const bundles = new Map();
function sourceInBundle(url, line) {
  let marks = bundles.get(url);
  if (!marks) {
    marks = [];
    try {
      readFileSync(new URL(url), 'utf8')
        .split('\n')
        .forEach((text, i) => {
          const m = /^\/\/ ((?:\.\.\/)*(?:node_modules|server|shared)\/\S+)$/.exec(text);
          if (m) marks.push([i, m[1]]);
        });
    } catch {
      // not a file on this machine
    }
    bundles.set(url, marks);
  }
  let lo = 0;
  let hi = marks.length - 1;
  let found;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid][0] <= line) {
      found = marks[mid][1];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Where a frame belongs: a package, a folder of ours, a node internal, or one of V8's own entries. */
function placeOf(frame) {
  let url = frame.url ?? '';
  if (!url) return frame.functionName || '(anonymous)';
  if (url.endsWith('/dist/node/server/main.js'))
    url = `bundle/${sourceInBundle(url, frame.lineNumber) ?? 'server/main.ts'}`;
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
