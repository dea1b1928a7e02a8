import t, { type Test } from 'tap';
import { startApp } from '../helpers/app.ts';
import { multipart } from '../helpers/multipart.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { outboxRows, sentMails } from '../helpers/outbox.ts';
import {
  careersForm,
  doc,
  docx,
  pdf,
  png,
  validApplication,
  xlsx,
  zip,
} from '../helpers/resume-files.ts';

type Started = Awaited<ReturnType<typeof startApp>>;

const send = (url: string, form: FormData, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/careers`, { method: 'POST', body: form, headers });

const workFiles = (started: Started) => readdirSync(join(started.config.dataDir, 'uploads'));

async function nothingLeft(t: Test, started: Started) {
  t.same(await outboxRows(started.app, 'careers'), [], 'nothing in the outbox');
  t.same(await sentMails(started.app, 'careers'), [], 'nothing sent');
  t.same(workFiles(started), [], 'no partial upload left');
}

t.test(
  'an application is delivered by SMTP to MAIL_TO_CAREERS with the resume attached byte for byte',
  async (t) => {
    const sink = await startSmtpSink();
    const started = await startApp(
      { SMTP_URL: sink.url, MAIL_TO_CAREERS: 'hiring@rupeeflow.in' },
      { listen: true },
    );
    t.teardown(async () => {
      await started.app.close();
      await sink.close();
    });
    const resume = pdf(3 * 1024 * 1024 + 17);
    const res = await send(
      started.url,
      careersForm(validApplication, { content: resume, name: 'Priya CV.pdf' }),
    );
    t.equal(res.status, 202);
    t.match(await res.json(), { message: /received your application/ });

    const [mail] = await sink.waitFor(1);
    t.same(mail!.to, ['hiring@rupeeflow.in']);
    t.equal(mail!.header('subject'), 'Job application: Credit Analyst - Priya Sharma');
    t.equal(mail!.header('reply-to'), 'Priya Sharma <priya.sharma@example.in>');
    t.match(mail!.text, /Notice period: 30 days/);
    t.match(mail!.text, /credit analysis experience\nand like what you do/);
    t.equal(mail!.attachments.length, 1);
    t.equal(mail!.attachments[0]!.fileName, 'Priya CV.pdf');
    t.equal(mail!.attachments[0]!.contentType, 'application/pdf');
    t.ok(
      mail!.attachments[0]!.content.equals(resume),
      'the attachment is byte-equal to the upload',
    );
    await started.app.outbox.drain();
    t.same(await outboxRows(started.app, 'careers'), [], 'removed from the outbox once accepted');
    t.same(workFiles(started), []);
  },
);

t.test(
  'DOC and DOCX resumes are recognised by their bytes, whatever they are called',
  async (t) => {
    const sink = await startSmtpSink();
    const started = await startApp({ SMTP_URL: sink.url }, { listen: true });
    t.teardown(async () => {
      await started.app.close();
      await sink.close();
    });
    const word = docx();
    const legacy = doc();
    t.equal(
      (await send(started.url, careersForm(validApplication, { content: word, name: 'resume' })))
        .status,
      202,
    );
    t.equal(
      (await send(started.url, careersForm(validApplication, { content: legacy, name: 'cv.pdf' })))
        .status,
      202,
    );
    const mails = await sink.waitFor(2);
    const attached = mails.map((m) => m.attachments[0]!);
    const asDocx = attached.find((a) => a.content.equals(word));
    const asDoc = attached.find((a) => a.content.equals(legacy));
    t.equal(asDocx?.fileName, 'resume.docx');
    t.equal(
      asDocx?.contentType,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    t.equal(asDoc?.fileName, 'cv.doc', 'named for what it is');
    t.equal(asDoc?.contentType, 'application/msword');
  },
);

t.test('the resume may come before the text fields', async (t) => {
  const started = await startApp(t, {}, { listen: true });
  const res = await send(
    started.url,
    careersForm(validApplication, { content: pdf(), name: 'cv.pdf' }, true),
  );
  t.equal(res.status, 202);
  t.equal((await sentMails(started.app, 'careers')).length, 1);
});

t.test('a resume over 5 MB is refused with 413 and leaves nothing behind', async (t) => {
  const started = await startApp(t, {}, { listen: true });
  const res = await send(
    started.url,
    careersForm(validApplication, { content: pdf(5 * 1024 * 1024 + 1), name: 'big.pdf' }),
  );
  t.equal(res.status, 413);
  t.match(res.headers.get('content-type'), 'application/problem+json');
  t.equal((await res.json()).detail, 'The resume must be 5 MB or smaller');
  await nothingLeft(t, started);
});

t.test(
  'a resume of exactly the configured limit is accepted and one byte more is not',
  async (t) => {
    const started = await startApp(t, { RESUME_MAX_BYTES: '100000' }, { listen: true });
    t.equal(
      (
        await send(
          started.url,
          careersForm(validApplication, { content: pdf(100_000), name: 'a.pdf' }),
        )
      ).status,
      202,
    );
    t.equal(
      (
        await send(
          started.url,
          careersForm(validApplication, { content: pdf(100_001), name: 'b.pdf' }),
        )
      ).status,
      413,
    );
    t.equal((await sentMails(started.app, 'careers')).length, 1);
    t.same(workFiles(started), []);
  },
);

t.test(
  'files that are not PDF, DOC or DOCX are refused with 415, even when named .pdf',
  async (t) => {
    const started = await startApp(t, { RATE_LIMIT_FORMS: '100' }, { listen: true });
    const impostors: Array<[string, Buffer]> = [
      ['a PNG', png()],
      ['a spreadsheet (ZIP without word/)', xlsx()],
      ['a ZIP with a truncated directory', zip({ 'word/document.xml': '<w/>' }).subarray(0, 60)],
      ['three bytes', Buffer.from('%PD')],
      ['a script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ];
    for (const [what, content] of impostors) {
      const res = await send(
        started.url,
        careersForm(validApplication, { content, name: 'resume.pdf' }),
      );
      t.equal(res.status, 415, what);
      t.equal((await res.json()).detail, 'Upload the resume as a PDF, DOC or DOCX file', what);
    }
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]);
    const early = await send(
      started.url,
      careersForm(validApplication, { content: big, name: 'photo.pdf' }),
    );
    t.equal(early.status, 415, 'a large wrong file is refused from its first bytes');
    await nothingLeft(t, started);
  },
);

t.test(
  'missing and invalid fields get 422 with a message each; the upload is not kept',
  async (t) => {
    const started = await startApp(t, {}, { listen: true });
    const empty = await send(started.url, careersForm({}));
    t.equal(empty.status, 422);
    t.same((await empty.json()).errors, {
      fullName: 'Required',
      email: 'Required',
      phone: 'Required',
      applyingFor: 'Required',
      noticePeriod: 'Required',
      reason: 'Required',
      resume: 'Required',
    });
    const bad = await send(
      started.url,
      careersForm(
        {
          ...validApplication,
          phone: '12345',
          email: 'not-an-email',
          applyingFor: 'Astronaut',
          noticePeriod: '',
        },
        { content: pdf(), name: 'cv.pdf' },
      ),
    );
    t.equal(bad.status, 422);
    t.same((await bad.json()).errors, {
      phone: 'Enter valid 10-digit mobile number',
      email: 'Enter a valid e-mail address',
      applyingFor: 'Choose one of the listed options',
      noticePeriod: 'Required',
    });
    const emptyFile = await send(
      started.url,
      careersForm(validApplication, { content: Buffer.alloc(0), name: 'cv.pdf' }),
    );
    t.equal(emptyFile.status, 422);
    t.same((await emptyFile.json()).errors, { resume: 'The resume file is empty' });
    await nothingLeft(t, started);
  },
);

t.test('JSON, a second file, or a cross-site post are refused', async (t) => {
  const started = await startApp(t, {}, { listen: true });
  const json = await fetch(`${started.url}/api/careers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validApplication),
  });
  t.equal(json.status, 415);
  const two = careersForm(validApplication, { content: pdf(), name: 'a.pdf' });
  two.append('resume', new Blob([new Uint8Array(pdf())]), 'b.pdf');
  t.equal((await send(started.url, two)).status, 413, 'one file per application');
  const crossSite = await send(
    started.url,
    careersForm(validApplication, { content: pdf(), name: 'a.pdf' }),
    {
      origin: 'https://evil.example',
    },
  );
  t.equal(crossSite.status, 403);
  await nothingLeft(t, started);
});

t.test('the sixth application in a minute from one address gets 429', async (t) => {
  const started = await startApp(t, { RATE_LIMIT_FORMS: '5' }, { listen: true });
  const codes = [];
  for (let i = 0; i < 6; i++) {
    codes.push(
      (await send(started.url, careersForm(validApplication, { content: pdf(), name: 'a.pdf' })))
        .status,
    );
  }
  t.same(codes, [202, 202, 202, 202, 202, 429]);
});

/**
 * A multipart body with the file name sent RFC 2231-encoded (filename*=utf-8''...) as a browser or script may do:
 * the only way raw CR, LF and quotes reach the server inside a multipart file name.
 */
function rawCareersBody(fields: Record<string, string>, fileName: string, content: Buffer) {
  const form = multipart();
  const body = form.body([
    ...Object.entries(fields),
    ['resume', { content, filenameStar: fileName, type: 'application/pdf' }],
  ]);
  return { body, type: form.contentType };
}

t.test(
  'CR and LF in the full name, and quotes, path separators and non-ASCII in the resume name, never alter the e-mail headers',
  async (t) => {
    const sink = await startSmtpSink();
    const started = await startApp({ SMTP_URL: sink.url }, { listen: true });
    t.teardown(async () => {
      await started.app.close();
      await sink.close();
    });
    const clean = await send(
      started.url,
      careersForm(validApplication, { content: pdf(), name: 'Priya CV.pdf' }),
    );
    t.equal(clean.status, 202);
    await sink.waitFor(1);

    const hostileName =
      '..\\..\\Windows/System32/"cv"; filename="evil.exe"; =?utf-8?q?Bcc=3A_x?= Résumé प्रिया <final>|*:?.pdf';
    const { body, type } = rawCareersBody(
      { ...validApplication, fullName: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: name' },
      hostileName,
      pdf(),
    );
    const hostile = await fetch(`${started.url}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    t.equal(hostile.status, 202);
    const [plain, dirty] = await sink.waitFor(2);

    const names = (m: typeof plain) => m!.headers.map(([n]) => n);
    t.same(names(dirty), names(plain), 'the same headers, in the same order');
    for (const header of ['bcc', 'cc', 'x-injected'])
      t.notOk(dirty!.header(header), `no ${header} header`);
    t.same(dirty!.to, ['careers@rupeeflow.in'], 'the envelope goes to the careers inbox only');
    t.equal(
      dirty!.header('subject'),
      'Job application: Credit Analyst - Eve Bcc: victim@example.com X-Injected: name',
    );
    t.match(dirty!.header('reply-to'), /<priya\.sharma@example\.in>$/);
    t.notMatch(dirty!.raw.toString('latin1'), /^(X-Injected|Bcc):/im, 'no injected line anywhere');

    t.equal(dirty!.attachments.length, 1);
    const attached = dirty!.attachments[0]!;
    t.equal(attached.contentType, 'application/pdf');
    t.equal(
      attached.fileName,
      'cv; filename=evil.exe; =utf-8qBcc=3A_x= Résumé प्रिया final.pdf',
      'the last path segment only, without quotes or reserved characters, its non-ASCII letters kept',
    );
    t.match(
      dirty!.text,
      /^Resume: +cv; filename=evil\.exe; =utf-8qBcc=3A_x= Résumé प्रिया final\.pdf$/m,
    );
  },
);

t.test('a resume whose file name holds CR or LF is not accepted and nothing is sent', async (t) => {
  const sink = await startSmtpSink();
  const started = await startApp({ SMTP_URL: sink.url }, { listen: true });
  t.teardown(async () => {
    await started.app.close();
    await sink.close();
  });
  for (const name of [
    'cv\r\nBcc: victim@example.com.pdf',
    'cv\nX-Injected: file.pdf',
    'cv\r.pdf',
  ]) {
    const { body, type } = rawCareersBody(validApplication, name, pdf());
    const res = await fetch(`${started.url}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    t.equal(res.status, 422, JSON.stringify(name));
    t.same((await res.json()).errors, { resume: 'Required' }, 'the part is dropped as no file');
  }
  await nothingLeft(t, started);
  t.equal(sink.mails.length, 0, 'no mail');
});

t.test("the phone rule is the same as every other form's", async (t) => {
  const started = await startApp(t, {}, { listen: true });
  for (const bad of ['0123456789', '0000000000']) {
    const res = await send(
      started.url,
      careersForm({ ...validApplication, phone: bad }, { content: pdf(2048), name: 'cv.pdf' }),
    );
    t.equal(res.status, 422, bad);
    t.same(((await res.json()) as { errors: unknown }).errors, {
      phone: 'Enter valid 10-digit mobile number',
    });
  }
  await nothingLeft(t, started);
  const ok = await send(
    started.url,
    careersForm(
      { ...validApplication, phone: '+91 98765 43210' },
      { content: pdf(2048), name: 'cv.pdf' },
    ),
  );
  t.equal(ok.status, 202);
});
