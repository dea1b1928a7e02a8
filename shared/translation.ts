// A translation of an English module's value (issue 21): the same keys, nested the same way, every string any
// string and every function the same parameters. A Hindi sibling module (`x.hi.ts` beside `x.ts`, which the Hindi
// build resolves in place of `x.ts`) declares `export const x: Translation<typeof en.x> = { ... }`, so a missing
// key or an extra one fails the typecheck, and with it the build.
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
