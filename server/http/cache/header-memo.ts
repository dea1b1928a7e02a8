// A request header's parsed form, kept per distinct value. Browsers send the same Accept-Encoding and
// Accept-Language on every request, so a page served from memory need not split and scan them each time.

/**
 * `parse`, remembered for up to `max` distinct header values; past that all are forgotten at once, so a client
 * sending a new value each time costs one parse per request (as without this) and no memory. The parsed values
 * are shared: callers only read them.
 */
export function headerMemo<T>(parse: (value: string) => T, max = 64): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    let parsed = known.get(value);
    if (parsed === undefined) {
      if (known.size >= max) known.clear();
      parsed = parse(value);
      known.set(value, parsed);
    }
    return parsed;
  };
}
