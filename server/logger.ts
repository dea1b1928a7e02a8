// pino options: JSON lines, a request id on each, and the personal data of DESIGN section 9 redacted at any depth.
import pino, { type LoggerOptions } from 'pino';

/** The `service` field of every line. */
const SERVICE = 'rupeeflow-site';

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
export const piiKeys = [
  'pan',
  'panNumber',
  'pan_number',
  'pancard',
  'aadhaar',
  'mobile',
  'alternateMobile',
  'alternate_mobile',
  'phone',
  'email',
  'email_personal',
  'email_official',
  'officialEmail',
  'dob',
  'dateOfBirth',
  'name',
  'fullName',
  'firstName',
  'first_name',
  'middleName',
  'middle_name',
  'surName',
  'sur_name',
  'firstname',
  'lastname',
  'accountNumber',
  'account_number',
  'upi',
  'refstr',
  'query',
  'authorization',
  'cookie',
  'x-forwarded-for',
];

const pii = new Set(piiKeys);
const CENSORED = '[redacted]';

/**
 * Replaces the value of any PII key, at any depth, in what a log call was given. A walk over the small objects
 * we log costs far less than pino's path redaction, which also runs on every per-request child logger.
 */
export function censor(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Error)
    return value;
  if (Array.isArray(value)) {
    const mapped = value.map((v) => censor(v, depth + 1));
    return mapped.some((v, i) => v !== value[i]) ? mapped : value;
  }
  let copy: Record<string, unknown> | undefined;
  // for-in over own keys, not Object.entries: every log line passes here, and the common line has nothing to hide.
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const v = record[key];
    const next = pii.has(key) ? CENSORED : censor(v, depth + 1);
    if (next !== v) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/**
 * pino's time field, ISO 8601 in UTC. Formatted once per millisecond: under load many lines share one, and
 * formatting a date costs about as much as the rest of an access-log line.
 */
export function isoTime(now: () => number = Date.now): () => string {
  let last = -1;
  let field = '';
  return () => {
    const ms = now();
    if (ms !== last) {
      last = ms;
      field = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return field;
  };
}

/**
 * Where the lines go: standard output, written asynchronously (a request's line is handed to a write in the thread
 * pool, not written while the request waits; issue 20).
 *
 * `minLength: 1` writes each line as soon as it comes, exactly as the default 0 does, and it is what makes
 * `flush(cb)` wait: sonic-boom's flush "does nothing if minLength is zero" and calls back at once, so a line
 * still in a thread-pool write was overtaken by the lines pino's exit handler then wrote synchronously
 * ("shut down" came out before the deadline's "cutting the connections" line on a loaded machine).
 */
export function logDestination(dest: number | string = 1): ReturnType<typeof pino.destination> {
  return coalesceWrites(pino.destination({ dest, sync: false, minLength: 1 }));
}

/** What coalesceWrites needs of a destination: sonic-boom's methods that write or wait for what was written. */
interface LineStream {
  write(text: string): boolean;
  flush(cb?: (error?: Error) => void): void;
  flushSync(): void;
  end(): void;
  readonly destroyed?: boolean;
}

/**
 * The lines logged in one turn of the event loop reach the destination as one write, made once the turn's I/O
 * callbacks have run (setImmediate), in the order they were logged (issue 20).
 *
 * sonic-boom keeps the lines that come while a write is in flight in one string and, on every write, measures that
 * string's UTF-8 length again: under load (an access line per request, dozens of requests per turn) each line cost
 * a copy of everything held back before it, a twentieth of a cached answer's time. One write per turn measures once.
 *
 * flush(cb), flushSync() and end() first hand over what is held, so main.ts's waits and pino's exit handler (which
 * calls flushSync on the process's 'exit') still see every line. Lines held when the destination is destroyed are
 * dropped, as sonic-boom itself would throw them away.
 */
export function coalesceWrites<T extends LineStream>(stream: T): T {
  const write = stream.write.bind(stream);
  let held = '';
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    if (held === '') return;
    const lines = held;
    held = '';
    if (!stream.destroyed) write(lines);
  };
  stream.write = (text: string) => {
    held += text;
    if (!scheduled) {
      scheduled = true;
      setImmediate(handOver);
    }
    return true;
  };
  for (const name of ['flush', 'flushSync', 'end'] as const) {
    const method = stream[name].bind(stream) as (...args: unknown[]) => void;
    stream[name] = ((...args: unknown[]) => {
      handOver();
      method(...args);
    }) as T[typeof name];
  }
  return stream;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: SERVICE },
    timestamp: isoTime(),
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => censor(object) as Record<string, unknown>,
    },
  };
}

/** The pino logger parts the access line and the request loggers use. */
interface RootLogger {
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): pino.Logger;
  isLevelEnabled(level: string): boolean;
  [pino.symbols.streamSym]?: { write(line: string): unknown };
}

/**
 * A request's logger, made only when the request logs something (issue 20, decision 0126). Fastify gives every
 * request a child logger bound to its request id; pino makes one in about a microsecond and a garbage-collected
 * object more, and most requests never log but for the access line, which is written without it (access-log.ts).
 * This stands in with the same methods and makes the pino child on the first call.
 */
export class RequestLogger {
  #child: pino.Logger | undefined;
  readonly #root: RootLogger;
  readonly #bindings: pino.Bindings;
  readonly #options: pino.ChildLoggerOptions;

  constructor(root: RootLogger, bindings: pino.Bindings, options: pino.ChildLoggerOptions) {
    this.#root = root;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** The pino child logger, made on first use. */
  get pino(): pino.Logger {
    return (this.#child ??= this.#root.child(this.#bindings, this.#options));
  }
  get level(): string {
    return this.pino.level;
  }
  set level(level: string) {
    this.pino.level = level;
  }
  isLevelEnabled(level: string): boolean {
    return this.#child ? this.#child.isLevelEnabled(level) : this.#root.isLevelEnabled(level);
  }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): pino.Logger {
    return this.pino.child(bindings, options);
  }
  fatal(...args: Parameters<pino.LogFn>): void {
    this.pino.fatal(...args);
  }
  error(...args: Parameters<pino.LogFn>): void {
    this.pino.error(...args);
  }
  warn(...args: Parameters<pino.LogFn>): void {
    this.pino.warn(...args);
  }
  info(...args: Parameters<pino.LogFn>): void {
    this.pino.info(...args);
  }
  debug(...args: Parameters<pino.LogFn>): void {
    this.pino.debug(...args);
  }
  trace(...args: Parameters<pino.LogFn>): void {
    this.pino.trace(...args);
  }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: a RequestLogger in place of a pino child made for every request. */
export function requestLoggerFactory(
  this: unknown,
  logger: RootLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): RequestLogger {
  return new RequestLogger(logger, bindings, options);
}

/** The fields of an access-log line (access-log.ts). */
export interface AccessFields {
  reqId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * Writes access-log lines straight to the logger's destination, the same JSON line pino writes for
 * `log.info({ method, route, path, status, ms }, 'request completed')` on a request's child logger, field for
 * field and in the same order, without pino's generic path: no child logger, no formatter walk, no serializer
 * (decision 0126). Its fields are a request id, the method, the route's pattern, the path without its query, the
 * status and the time: none is personal data, so the PII walk (`censor`) has nothing to do for them. Nothing is
 * written while the logger's level is above info.
 */
export function accessLogWriter(logger: RootLogger) {
  const stream = logger[pino.symbols.streamSym];
  if (!stream) throw new Error('the logger has no destination');
  const time = isoTime();
  const head = `{"level":"info"`;
  const base = `,"service":${JSON.stringify(SERVICE)},"reqId":`;
  // A route's pattern comes from our route table: a few dozen strings, each escaped once.
  const routes = new Map<string, string>();
  const routeJson = (route: string) => {
    let json = routes.get(route);
    if (json === undefined) {
      json = JSON.stringify(route);
      if (routes.size < 1000) routes.set(route, json);
    }
    return json;
  };
  return (f: AccessFields): void => {
    if (!logger.isLevelEnabled('info')) return;
    stream.write(
      `${head}${time()}${base}${JSON.stringify(f.reqId)},"method":${JSON.stringify(f.method)},"route":${routeJson(f.route)},"path":${JSON.stringify(f.path)},"status":${f.status},"ms":${f.ms},"msg":"request completed"}\n`,
    );
  };
}
