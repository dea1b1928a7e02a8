// Runs before zod's schema classes load in the browser (client/zod-browser.ts imports it first): zod 4 probes
// whether it may compile parsers with `new Function`, and our Content-Security-Policy forbids eval, so the probe
// alone is reported as a CSP violation (an issue in DevTools, a failed best-practices audit in Lighthouse).
// Without JIT the same schemas parse the same way; the server keeps zod's compiled parsers.
import { config } from 'zod/v4/core';

config({ jitless: true });
