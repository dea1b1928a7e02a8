// The proxy of the reference deployment (docs/decisions/0086): HAProxy's configuration, written from the one set of
// fleet settings (deploy/fleet-settings.json) for a list of instances. compose.yaml's deploy/haproxy.cfg is the
// same configuration with Docker's DNS finding the instances.

/**
 * @param {{ port: number, servers: Array<{ name: string, address: string }>, settings: {
 *   checkIntervalMs: number, checkTimeoutMs: number, fall: number, rise: number } }} options
 */
export function haproxyConfig({ port, servers, settings }) {
  const { checkIntervalMs, checkTimeoutMs, fall, rise } = settings;
  return `# Written by scripts/fleet.mjs from deploy/fleet-settings.json; do not edit.
global
  maxconn 4096

defaults
  mode http
  option httplog
  timeout connect 2s
  timeout client 70s
  timeout server 70s
  timeout http-request 15s
  timeout check ${checkTimeoutMs}ms
  # A connection an instance refused (stopped, killed) is tried on another instance: every method, since nothing
  # was sent. A request sent and then met with an empty answer or a reset is retried only when idempotent
  # (HAProxy never replays a POST whose body went out).
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response

frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # Out on the first failed check, back after two good ones.
  default-server inter ${checkIntervalMs}ms fall ${fall} rise ${rise}
${servers.map((s) => `  server ${s.name} ${s.address} check`).join('\n')}
`;
}
