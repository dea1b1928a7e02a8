// The V8 flags production runs the server with (decision 0141), in one list: the Dockerfile's CMD writes them out
// (tests/unit/node-flags.test.ts holds it to this list), and the bench and the end-to-end server start with them,
// so what they measure is what production runs. A young generation of 2 MB a semi-space instead of 16 MB (idle
// resident memory about 30 MB lower), and an old generation allowed to grow to 1.5 times what the last full
// collection left instead of up to 4 times (under load the heap no longer swells with garbage: the live set stays
// about 45 MB while the heap grew to 150 MB before). Both are read when the process starts: not settable later.
export const nodeFlags = ['--max-semi-space-size=2', '--heap-growing-percent=50'];
