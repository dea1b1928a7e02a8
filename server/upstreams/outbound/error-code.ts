// The `code` of a failed outbound call (undici's UND_ERR_*, Node's ECONNREFUSED...), whatever threw it.

export function codeOf(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string')
    return err.code;
  return undefined;
}
