// Reads Prometheus text exposition into `name{labels} -> value`, so tests can compare counters before and after.

export type Samples = Map<string, number>;

export function parseMetrics(text: string): Samples {
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

/** The sample key for a metric and its labels, in the order prom-client writes them. */
export function sample(name: string, labels: Record<string, string> = {}): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  return parts.length ? `${name}{${parts.join(',')}}` : name;
}

/** How much each listed sample moved between two scrapes (a missing sample counts as 0). */
export function delta(before: Samples, after: Samples, key: string): number {
  return (after.get(key) ?? 0) - (before.get(key) ?? 0);
}
