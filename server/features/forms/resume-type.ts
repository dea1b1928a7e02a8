// Tells a resume's type from its bytes, never from its name: PDF, legacy Word (OLE2 compound file) or DOCX
// (a ZIP package holding word/document.xml).
import { open } from 'node:fs/promises';

export type ResumeType = 'pdf' | 'doc' | 'docx';

export const resumeMime: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Bytes needed to recognise any of the signatures below. */
export const signatureLength = 8;

const pdf = Buffer.from('%PDF-', 'latin1');
const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The type the first bytes announce. A ZIP is only a DOCX candidate: `isWordPackage` confirms it once the
 * whole file is on disk. (A .doc may also be an Excel or PowerPoint OLE2 file; the first bytes cannot tell.)
 */
export function typeFromSignature(head: Buffer): ResumeType | undefined {
  if (head.subarray(0, pdf.length).equals(pdf)) return 'pdf';
  if (head.subarray(0, ole2.length).equals(ole2)) return 'doc';
  if (head.subarray(0, zipLocalHeader.length).equals(zipLocalHeader)) return 'docx';
  return undefined;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

/**
 * True when the ZIP file at `path` lists word/ parts in its central directory: a Word document rather than
 * any other ZIP (a spreadsheet, an archive of something else).
 */
export async function isWordPackage(path: string, size: number): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - EOCD_MIN; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) return false;
    const entries = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdOffset + cdSize > size || cdSize > 1024 * 1024) return false;
    const cd = Buffer.alloc(cdSize);
    await handle.read(cd, 0, cdSize, cdOffset);
    let at = 0;
    for (let n = 0; n < entries && at + 46 <= cd.length; n++) {
      if (cd.readUInt32LE(at) !== CENTRAL_SIGNATURE) return false;
      const nameLength = cd.readUInt16LE(at + 28);
      const extraLength = cd.readUInt16LE(at + 30);
      const commentLength = cd.readUInt16LE(at + 32);
      const name = cd.toString('utf8', at + 46, at + 46 + nameLength);
      if (name.startsWith('word/')) return true;
      at += 46 + nameLength + extraLength + commentLength;
    }
    return false;
  } finally {
    await handle.close();
  }
}
