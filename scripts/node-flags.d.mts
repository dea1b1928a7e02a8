// Types of scripts/node-flags.mjs.
export declare const nodeFlags: readonly string[];
