// http_requests_total and http_request_duration_seconds, counted by the site itself and exposed through prom-client's
// registry as two metrics of its own (issue 20).
//
// Every answer adds one count and one duration. prom-client's Counter.inc and Histogram.observe each turn the label
// object into a string key and check every label name on every call, a few microseconds of a cached answer that
// takes thirty. Here the series is found through three Maps keyed by the route pattern, the method and the status:
// the pattern and the method are the same string objects request after request (their hash is cached), the status
// is a number. The exposition, made only when /metrics is read, is the one prom-client writes for the same Counter
// and Histogram: the same names, help, labels (a bucket's `le` first) and buckets, series grouped by route.
import type { Metric, Registry } from 'prom-client';

/** A value as prom-client's registry reads it from a metric's get(). */
interface Value {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

interface Series {
  readonly labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); one past the last bound is +Inf. */
  readonly buckets: Float64Array;
}

export class HttpRequestMetrics {
  readonly #bounds: readonly number[];
  #byRoute = new Map<string, Map<string, Map<number, Series>>>();

  constructor(registry: Registry, bounds: readonly number[]) {
    this.#bounds = [...bounds].sort((a, b) => a - b);
    registry.registerMetric(
      this.#metric(
        'http_requests_total',
        'HTTP requests answered, by method, route pattern and status',
        'counter',
        (series) => [{ labels: { ...series.labels }, value: series.count }],
      ),
    );
    const name = 'http_request_duration_seconds';
    registry.registerMetric(
      this.#metric(
        name,
        'Time from receiving a request to the end of its response, by method, route pattern and status',
        'histogram',
        (series) => {
          const values: Value[] = [];
          let cumulative = 0;
          this.#bounds.forEach((le, i) => {
            cumulative += series.buckets[i]!;
            values.push({
              metricName: `${name}_bucket`,
              labels: { le, ...series.labels },
              value: cumulative,
            });
          });
          values.push(
            {
              metricName: `${name}_bucket`,
              labels: { le: '+Inf', ...series.labels },
              value: series.count,
            },
            { metricName: `${name}_sum`, labels: { ...series.labels }, value: series.sum },
            { metricName: `${name}_count`, labels: { ...series.labels }, value: series.count },
          );
          return values;
        },
      ),
    );
  }

  /** One answered request: its method, route pattern, status and duration in seconds. */
  record(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.#byRoute.get(route);
    if (!byMethod) this.#byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(this.#bounds.length + 1),
      };
      byStatus.set(status, series);
    }
    series.count++;
    series.sum += seconds;
    const bounds = this.#bounds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    series.buckets[i]!++;
  }

  *#series(): Iterable<Series> {
    for (const byMethod of this.#byRoute.values())
      for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  /** One metric of the registry, its values read from the series when the registry is read. */
  #metric(
    name: string,
    help: string,
    type: 'counter' | 'histogram',
    values: (series: Series) => Value[],
  ): Metric {
    const get = () =>
      Promise.resolve({
        name,
        help,
        type,
        aggregator: 'sum',
        values: [...this.#series()].flatMap(values),
      });
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get,
      reset: () => {
        this.#byRoute = new Map();
      },
    } as unknown as Metric;
  }
}
