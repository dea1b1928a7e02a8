import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWordPackage, typeFromSignature } from '../../server/features/forms/resume-type.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { doc, docx, pdf, png, xlsx, zip } from '../helpers/resume-files.ts';

t.test('the first bytes name PDF, DOC and ZIP; anything else is unknown', async (t) => {
  t.equal(typeFromSignature(pdf().subarray(0, 8)), 'pdf');
  t.equal(typeFromSignature(doc().subarray(0, 8)), 'doc');
  t.equal(typeFromSignature(docx().subarray(0, 8)), 'docx');
  t.equal(typeFromSignature(png().subarray(0, 8)), undefined);
  t.equal(
    typeFromSignature(Buffer.from('PDF-1.4 %')),
    undefined,
    'the signature must be at the very start',
  );
  t.equal(typeFromSignature(Buffer.alloc(0)), undefined);
});

t.test('a ZIP is a Word document only when its directory lists word/ parts', async (t) => {
  const dir = tempDir('resume-type-');
  const check = (bytes: Buffer) => {
    const path = join(dir, `f${Math.random()}`);
    writeFileSync(path, bytes);
    return isWordPackage(path, bytes.length);
  };
  t.equal(await check(docx()), true);
  t.equal(await check(zip({ 'word/document.xml': '<w/>' })), true);
  t.equal(await check(xlsx()), false);
  t.equal(await check(zip({ 'readme.txt': 'word/document.xml appears only as text' })), false);
  t.equal(await check(docx().subarray(0, 100)), false, 'a cut-off file has no directory');
  const withComment = Buffer.concat([
    docx().subarray(0, -2),
    Buffer.from([5, 0]),
    Buffer.from('hello'),
  ]);
  t.equal(await check(withComment), true, 'a ZIP comment after the directory is skipped');
});
