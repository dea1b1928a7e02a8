// Tells whether the first bytes of a file are a WebM EBML header (magic 1A 45 DF A3 and DocType "webm").

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const DOCTYPE_ID = 0x4282;

/** An EBML variable-length integer at `at`: its value and byte length, or undefined past the buffer. */
function vint(
  buf: Uint8Array,
  at: number,
  keepMarker: boolean,
): { value: number; length: number } | undefined {
  const first = buf[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (buf[at + i] ?? 0);
  return { value, length };
}

/** Needs the file's first bytes (64 are plenty for a browser recording's header). */
export function isWebm(head: Uint8Array): boolean {
  if (head.length < 5 || EBML_MAGIC.some((byte, i) => head[i] !== byte)) return false;
  const size = vint(head, 4, false);
  if (!size) return false;
  let at = 4 + size.length;
  const end = Math.min(head.length, at + size.value);
  while (at < end) {
    const id = vint(head, at, true);
    if (!id) return false;
    const len = vint(head, at + id.length, false);
    if (!len) return false;
    const dataAt = at + id.length + len.length;
    if (id.value === DOCTYPE_ID) {
      return Buffer.from(head.subarray(dataAt, dataAt + len.value)).toString('latin1') === 'webm';
    }
    at = dataAt + len.value;
  }
  return false;
}
