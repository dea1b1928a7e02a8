// Small resume files for tests, built byte by byte: PDF, legacy Word (OLE2), DOCX (a real ZIP), and impostors.
import { crc32 } from 'node:zlib';

/** Deterministic filler so a byte-for-byte comparison means something. */
function filler(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = x >> 16;
  }
  return out;
}

export function pdf(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([
    head,
    filler(Math.max(0, size - head.length - tail.length)),
    tail,
  ]).subarray(0, size);
}

export function doc(size = 4096): Buffer {
  const ole2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([ole2, filler(size - ole2.length, 11)]);
}

/** A stored (uncompressed) ZIP of the given entries. */
export function zip(entries: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, value] of Object.entries(entries)) {
    const data = Buffer.isBuffer(value) ? value : Buffer.from(value);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entries).length, 8);
  eocd.writeUInt16LE(Object.keys(entries).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': `<?xml version="1.0"?><w:document><w:body><w:p>${filler(3000, 3).toString('hex')}</w:p></w:body></w:document>`,
  });
}

/** A ZIP that is not a Word document (a spreadsheet's layout). */
export function xlsx(): Buffer {
  return zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
}

export function png(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    filler(1000),
  ]);
}

/** Builds the multipart body the Careers page sends. */
export function careersForm(
  fields: Record<string, string>,
  resume?: { content: Buffer; name: string; type?: string },
  resumeFirst = false,
): FormData {
  const form = new FormData();
  const addResume = () => {
    if (resume)
      form.append(
        'resume',
        new Blob([new Uint8Array(resume.content)], { type: resume.type ?? 'application/pdf' }),
        resume.name,
      );
  };
  if (resumeFirst) addResume();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (!resumeFirst) addResume();
  return form;
}

export const validApplication = {
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  phone: '9876543210',
  applyingFor: 'Credit Analyst',
  noticePeriod: '30 days',
  reason:
    'I have three years of credit analysis experience\nand like what you do for salaried borrowers.',
};
