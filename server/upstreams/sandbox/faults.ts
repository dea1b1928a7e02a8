// Fault switches tests arm per call name, so every failure mode of an upstream can be produced on demand.

/** Every kind of fault, one list: the type below and the control server's validation both come from it. */
export const FAULT_KINDS = [
  /** Reads the request and never answers. */
  'timeout',
  '429',
  '500',
  '502',
  '503',
  '504',
  /** 200 with a JSON body cut off half-way. */
  'malformed-json',
  /** An HTML error page, with status 200 unless `status` says otherwise (500, say). */
  'html-error',
  /** 200 and headers, then the body one byte every `delayMs` (default 1000 ms) without end. */
  'slow-body',
  /** Destroys the socket once the request has arrived. */
  'drop',
  /** 302 to another origin. */
  'redirect',
  /** 200 with a valid JSON answer of `bytes` (default 2 MiB), declared in content-length unless `chunked`. */
  'oversize',
  /** 200 with Status 0 and an HTML-tagged Message, as the API refuses a request. */
  'rejected',
  /** The normal answer, after `delayMs`. */
  'delay',
  /** A success answer (200, Status 1) at once, before the request body has been read (then it is discarded). */
  'early-answer',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

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
  /**
   * Only requests whose text (the stand-in passes their URL and, for JSON calls, their body) contains this
   * string meet the fault: tests sharing one sandbox can each fail only their own requests (a unique PAN, say).
   */
  match?: string;
}

export interface Fault {
  kind: FaultKind;
  delayMs: number;
  status?: number;
  bytes?: number;
  chunked?: boolean;
}

interface Armed {
  fault: Fault;
  remaining: number;
}

export class Faults {
  /** Per call: the faults armed for it, keyed by their `match` ('' for the one that meets every request). */
  readonly #armed = new Map<string, Map<string, Armed>>();

  /** Arms a fault, replacing the call's fault with the same `match` (or the call's unmatched one). */
  set(call: string, kind: FaultKind, options: FaultOptions = {}): void {
    const { times = Infinity, delayMs = 0, status, bytes, chunked, match = '' } = options;
    const forCall = this.#armed.get(call) ?? new Map<string, Armed>();
    forCall.set(match, { fault: { kind, delayMs, status, bytes, chunked }, remaining: times });
    this.#armed.set(call, forCall);
  }

  /** Clears every fault; one call's faults; or, with `match`, only that call's fault with that match. */
  clear(call?: string, match?: string): void {
    if (call === undefined) this.#armed.clear();
    else if (match === undefined) this.#armed.delete(call);
    else {
      const forCall = this.#armed.get(call);
      forCall?.delete(match);
      if (forCall?.size === 0) this.#armed.delete(call);
    }
  }

  /** Whether a fault armed for the call looks at the request's text, so the stand-in should pass it to take(). */
  wantsText(call: string): boolean {
    return [...(this.#armed.get(call)?.keys() ?? [])].some((match) => match !== '');
  }

  /**
   * The fault for this request, if one is armed: a matched fault whose text `text` contains comes before the
   * call's unmatched one. Each use counts against `times`.
   */
  take(call: string, text?: string): Fault | undefined {
    const forCall = this.#armed.get(call);
    if (!forCall) return undefined;
    let key: string | undefined;
    if (text !== undefined)
      key = [...forCall.keys()].find((match) => match !== '' && text.includes(match));
    if (key === undefined && forCall.has('')) key = '';
    if (key === undefined) return undefined;
    const armed = forCall.get(key)!;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.clear(call, key);
    return armed.fault;
  }
}
