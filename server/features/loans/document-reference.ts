// The reference printed on every document My loans issues (issue 46): RF, the kind's letter, a name for the document
// and a signature, e.g. RFK-7QX2M4ZP5KD3WB6A-J4N2Q7XC. The name is a keyed hash of the kind, the loan number and
// (for a receipt) the transaction id, so one document always has one reference and the reference carries no personal
// data; the signature, an HMAC under a key derived from the server secret, lets /verify-document refuse an altered
// or made-up reference before it reads the register (decision 0151).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { documentRefPattern, type DocumentKind } from '../../../shared/schemas/my-loans.ts';

const letters: Record<DocumentKind, string> = { receipt: 'R', kfs: 'K', 'no-dues': 'N' };
const kindOfLetter: Record<string, DocumentKind> = { R: 'receipt', K: 'kfs', N: 'no-dues' };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, of a whole number of 5-byte groups. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export interface DocumentSubject {
  kind: DocumentKind;
  loanNo: string;
  /** A receipt's transaction. */
  txnid?: string;
}

export class DocumentReferences {
  readonly #key: Buffer;

  constructor(secret: Buffer) {
    // A label keeps this key apart from the session cookie's and the code hashes' made with the same secret.
    this.#key = createHmac('sha256', secret).update('rupeeflow document reference v1').digest();
  }

  #mac(text: string, bytes: number): string {
    return base32(createHmac('sha256', this.#key).update(text).digest().subarray(0, bytes));
  }

  /** The reference of a document: the same for the same document, every time and on every instance. */
  of(subject: DocumentSubject): string {
    const prefix = `RF${letters[subject.kind]}`;
    const name = this.#mac(`${subject.kind}\n${subject.loanNo}\n${subject.txnid ?? ''}`, 10);
    return `${prefix}-${name}-${this.#mac(`${prefix}-${name}`, 5)}`;
  }

  /**
   * The kind a reference names when it is well formed and its signature is ours; 'malformed' when it is not a
   * reference at all, 'altered' when it is shaped like one but not signed by us.
   */
  check(ref: string): { kind: DocumentKind } | 'malformed' | 'altered' {
    if (!documentRefPattern.test(ref)) return 'malformed';
    const [prefix = '', name = '', signature = ''] = ref.split('-');
    const expected = Buffer.from(this.#mac(`${prefix}-${name}`, 5));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'altered';
    return { kind: kindOfLetter[prefix.slice(2)]! };
  }
}
