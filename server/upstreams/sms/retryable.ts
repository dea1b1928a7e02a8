// Whether a failed SMS try may be repeated. Sending is not idempotent even though it is a GET: repeat
// only when the request surely never reached the provider, or the provider said to try again.

/** The request was never delivered: refused, unresolvable, or the connection never opened. */
const NOT_DELIVERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function mayRetryAfterError(code: string | undefined): boolean {
  return code !== undefined && NOT_DELIVERED.has(code);
}

export function mayRetryAfterStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
