// The advisory locks instances take so that one of them at a time does a piece of work. (classid, objid) pairs:
// the first number is ours throughout, the second names the work.
export const LOCK_NAMESPACE = 42_042;
export const locks = {
  migrate: 1,
  importDataDir: 2,
  purge: 3,
  importSpool: 4,
} as const;
