// The browser build's `zod` (vite.config.ts resolves the bare specifier here): the same library, with its JIT off
// before any schema is built (client/zod-jitless.ts).
import './zod-jitless.ts';

export * from 'zod/v4';
export { default } from 'zod/v4';
