// Log lines a caller can cause at will (slow clients, junk callbacks, refused connections) are rate-limited: at
// most `burst` lines per `perMs` for each message, and the first line of the next window says how many were left
// out. The metrics still count every one; the log only has to show that it happens, and must not become an alert
// flood.
import type { FastifyBaseLogger } from 'fastify';

export interface SampledLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface SampledLogOptions {
  perMs: number;
  /** Lines written per window before the rest are counted instead (1 by default). */
  burst?: number;
  now?: () => number;
}

export function sampledLog(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  options: SampledLogOptions,
): SampledLog {
  const now = options.now ?? Date.now;
  const burst = options.burst ?? 1;
  // Keyed by message: a handful of fixed strings, so this never grows with traffic.
  const windows = new Map<string, { start: number; written: number; suppressed: number }>();
  const write = (level: 'warn' | 'error') => (fields: Record<string, unknown>, message: string) => {
    const t = now();
    let w = windows.get(message);
    let suppressed = 0;
    if (!w || t - w.start >= options.perMs) {
      suppressed = w?.suppressed ?? 0;
      w = { start: t, written: 0, suppressed: 0 };
      windows.set(message, w);
    }
    if (w.written >= burst) {
      w.suppressed += 1;
      return;
    }
    w.written += 1;
    log[level](suppressed > 0 ? { ...fields, suppressed } : fields, message);
  };
  return { warn: write('warn'), error: write('error') };
}
