// Counts the requests each stand-in received per call name, so tests can tell a retry from a single try.

export class CallCounter {
  readonly #counts = new Map<string, number>();
  readonly #requestIds = new Map<string, string>();

  hit(call: string, requestId?: string | string[]): void {
    this.#counts.set(call, (this.#counts.get(call) ?? 0) + 1);
    if (typeof requestId === 'string') this.#requestIds.set(call, requestId);
  }

  /** The x-request-id the call's latest request carried. */
  lastRequestId(call: string): string | undefined {
    return this.#requestIds.get(call);
  }

  count(call: string): number {
    return this.#counts.get(call) ?? 0;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.#counts);
  }

  reset(): void {
    this.#counts.clear();
    this.#requestIds.clear();
  }
}
