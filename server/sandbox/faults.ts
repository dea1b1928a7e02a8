// Fault switches tests arm per call name, so every failure mode of an upstream can be produced on demand.

export type FaultKind =
  /** Reads the request and never answers. */
  | 'timeout'
  | '429'
  | '500'
  | '502'
  | '503'
  | '504'
  /** 200 with a JSON body cut off half-way. */
  | 'malformed-json'
  /** An HTML error page, with status 200 unless `status` says otherwise (500, say). */
  | 'html-error'
  /** 200 and headers, then the body one byte every `delayMs` (default 1000 ms) without end. */
  | 'slow-body'
  /** Destroys the socket once the request has arrived. */
  | 'drop'
  /** 302 to another origin. */
  | 'redirect'
  /** 200 with a valid JSON answer of `bytes` (default 2 MiB), declared in content-length unless `chunked`. */
  | 'oversize'
  /** 200 with Status 0 and an HTML-tagged Message, as the API refuses a request. */
  | 'rejected'
  /** The normal answer, after `delayMs`. */
  | 'delay';

export interface FaultOptions {
  /** How many requests the fault applies to; then the call answers normally again (default: all). */
  times?: number;
  /** Wait before acting (for 'slow-body': the gap between body bytes). */
  delayMs?: number;
  /** The status of an 'html-error'. */
  status?: number;
  /** The size of an 'oversize' answer. */
  bytes?: number;
  /** Send an 'oversize' answer without content-length, so only counting the bytes can catch it. */
  chunked?: boolean;
}

export interface Fault {
  kind: FaultKind;
  delayMs: number;
  status?: number;
  bytes?: number;
  chunked?: boolean;
}

export class Faults {
  readonly #armed = new Map<string, { fault: Fault; remaining: number }>();

  set(call: string, kind: FaultKind, options: FaultOptions = {}): void {
    const { times = Infinity, delayMs = 0, status, bytes, chunked } = options;
    this.#armed.set(call, { fault: { kind, delayMs, status, bytes, chunked }, remaining: times });
  }

  /** Clears one call's fault, or every fault. */
  clear(call?: string): void {
    if (call === undefined) this.#armed.clear();
    else this.#armed.delete(call);
  }

  /** The fault for this request, if one is armed; each use counts against `times`. */
  take(call: string): Fault | undefined {
    const armed = this.#armed.get(call);
    if (!armed) return undefined;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.#armed.delete(call);
    return armed.fault;
  }
}
