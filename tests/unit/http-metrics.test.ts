// The site counts its HTTP requests itself (server/http/http-metrics.ts); what /metrics shows must be what
// prom-client's Counter and Histogram show for the same requests, line for line.
import t from 'tap';
import { Counter, Histogram, Registry } from 'prom-client';
import { HttpRequestMetrics } from '../../server/http/http-metrics.ts';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const requests: Array<[string, string, number, number]> = [
  ['GET', '/', 200, 0.0004],
  ['GET', '/', 200, 0.005], // on a bound: counted in that bucket (le is "less than or equal")
  ['GET', '/', 304, 0.02],
  ['POST', '/api/contact', 202, 0.3],
  ['GET', '/api/states', 200, 12], // past the last bound: +Inf only
  ['GET', '/api/states', 502, 2.5],
  ['GET', 'unmatched', 404, 0.001],
  ['GET', '/', 200, 0.07],
];

function promClient() {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'];
  const counter = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response, by method, route pattern and status',
    labelNames,
    buckets,
    registers: [registry],
  });
  return {
    registry,
    record(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    },
  };
}

t.test('the exposition is the one prom-client writes for the same requests', async (t) => {
  const expected = promClient();
  const registry = new Registry();
  const ours = new HttpRequestMetrics(registry, buckets);
  for (const r of requests) {
    expected.record(...r);
    ours.record(...r);
  }
  const text = await registry.metrics();
  t.equal(text, await expected.registry.metrics());
  t.match(text, /http_requests_total\{method="GET",route="\/",status="200"\} 3/);
  t.match(
    text,
    /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/",status="200"\} 2/,
  );
  t.match(
    text,
    /http_request_duration_seconds_bucket\{le="10",method="GET",route="\/api\/states",status="200"\} 0/,
  );
  t.match(
    text,
    /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/states",status="200"\} 1/,
  );
});

t.test('resetting the registry empties the series', async (t) => {
  const registry = new Registry();
  const ours = new HttpRequestMetrics(registry, buckets);
  ours.record('GET', '/', 200, 0.01);
  registry.resetMetrics();
  t.notMatch(await registry.metrics(), /status=/);
  ours.record('GET', '/faqs', 200, 0.01);
  t.match(
    await registry.metrics(),
    /http_requests_total\{method="GET",route="\/faqs",status="200"\} 1/,
  );
});
