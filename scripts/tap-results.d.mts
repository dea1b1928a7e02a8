// Types of tap-results.mjs for the TypeScript tests that call it.
export interface TapTest {
  /** The test file it comes from: a group's member, or the file tap ran. */
  file: string;
  /** The file tap ran (a group, or a file of its own). */
  group: string;
  title: string;
  ok: boolean;
  /** Its first failed assertion or subtest, when it failed. */
  assertion: string;
}
export interface TapFile {
  name: string;
  ok: boolean;
  tests: TapTest[];
}
export function tapFiles(out: string): TapFile[];
export function tally(files: readonly TapFile[], code: number): { passed: number; failed: number };
/** Each failure of the file, named `tap: file › test: first failed assertion`. */
export function failedIn(file: TapFile): string[];
