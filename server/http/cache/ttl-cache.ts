// Reference data (states, cities, pincodes) changes rarely: keep answers in memory for a while, one fetch at a time.

export class TtlCache<V> {
  private readonly entries = new Map<
    string,
    { value: Promise<V>; expires: number; settled?: { value: V } }
  >();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /** The cached value, or the loader's; a failed load is not kept, so the next request tries again. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry: { value: Promise<V>; expires: number; settled?: { value: V } } = {
      value,
      expires: now + this.ttlMs,
    };
    this.entries.set(key, entry);
    value.then(
      (done) => {
        entry.settled = { value: done };
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The value already loaded for this key and not expired, as it is (no promise, so an answer from memory costs no
   * turn of the event loop); otherwise the loader's promise, as get().
   */
  read(key: string, load: () => Promise<V>): V | Promise<V> {
    const hit = this.peek(key);
    return hit ? hit.value : this.get(key, load);
  }

  /** The value already loaded for this key and not expired, boxed (a cached value may itself be null); else undefined. */
  peek(key: string): { value: V } | undefined {
    const hit = this.entries.get(key);
    return hit?.settled && hit.expires > Date.now() ? hit.settled : undefined;
  }
}
