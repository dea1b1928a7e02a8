// Log lines a caller can cause at will (slow clients, junk callbacks, refused connections) are sampled: at most one
// line per `perMs` for each message, and the next line written says how many were left out in between. The
// metrics still count every one; the log only has to show that it happens, and must not become an alert flood.
import type { FastifyBaseLogger } from 'fastify';

export interface SampledLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export function sampledLog(
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  options: { perMs: number; now?: () => number },
): SampledLog {
  const now = options.now ?? Date.now;
  const last = new Map<string, { at: number; suppressed: number }>();
  const write = (level: 'warn' | 'error') => (fields: Record<string, unknown>, message: string) => {
    const t = now();
    const seen = last.get(message);
    if (seen && t - seen.at < options.perMs) {
      seen.suppressed += 1;
      return;
    }
    const suppressed = seen?.suppressed ?? 0;
    last.set(message, { at: t, suppressed: 0 });
    log[level](suppressed > 0 ? { ...fields, suppressed } : fields, message);
  };
  return { warn: write('warn'), error: write('error') };
}
