// The ports of one end-to-end run, shared by playwright.config.ts and the tests: the site on E2E_PORT, the
// sandbox's test-only control server 1000 above it.
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const sandboxControlPort = e2ePort + 1000;
