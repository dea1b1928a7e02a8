// `npm run bench`: measurements printed as ratios against baselines taken in the same run. Never pass/fail.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { firstLoadJs, pagesBench } from './pages.mjs';
import { jsBudgetBench } from './js-budget.mjs';

const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

if (!only.includes('--no-build')) {
  const b = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

if (wants('pages')) {
  console.log('\n== pages: cached SSR against a static file of the same bytes');
  await pagesBench();
  firstLoadJs();
}

if (wants('js-budget')) {
  console.log('\n== js-budget: first-load JavaScript per route in Chromium (issue 22)');
  await jsBudgetBench();
}

// Benchmarks owned by features, each a script that prints its own ratios.
for (const [name, file] of [
  ['upload', 'tests/bench/upload.mjs'],
  ['faults', 'tests/bench/faults.mjs'],
  ['lighthouse', 'tests/bench/lighthouse.mjs'],
]) {
  if (!wants(name) || !existsSync(file)) continue;
  console.log(`\n== ${name}`);
  spawnSync(process.execPath, [file], { stdio: 'inherit' });
}
