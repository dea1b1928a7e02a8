// Turns an accepted submission into a complete RFC 5322 message, ready to hand to any mail server as it is.
// The library encodes every header value, so a CR or LF typed into a name or subject can never start a header.
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Readable } from 'node:stream';
import type { Contact } from '../../shared/schemas/contact.ts';
import type { CareersFields } from '../../shared/schemas/careers.ts';
import type { SpoolKind } from '../spool/spool.ts';
import { site } from '../../shared/site.ts';

export interface Envelope {
  from: string;
  to: string;
  /** The submission id (spool file name). */
  id: string;
  receivedAt: Date;
}

export interface ResumeFile {
  path: string;
  fileName: string;
  contentType: string;
}

/**
 * The same id always gives the same Message-ID, so a copy sent again after a crash between the mail server's
 * acceptance and the spool's removal is recognisable as the same submission.
 */
export function messageIdFor(kind: SpoolKind, id: string, from: string): string {
  const domain = from.split('@')[1] ?? 'localhost';
  return `<${kind}.${id}@${domain}>`;
}

const istTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  timeStyle: 'medium',
});

function footer(e: Envelope): string {
  return `--\nSubmission ${e.id}, received ${istTime.format(e.receivedAt)} IST through the website.`;
}

function rows(pairs: Array<[string, string]>): string {
  const width = Math.max(...pairs.map(([k]) => k.length)) + 2;
  return pairs.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`).join('\n');
}

function compose(
  kind: SpoolKind,
  e: Envelope,
  options: ConstructorParameters<typeof MailComposer>[0],
): Readable {
  return new MailComposer({
    from: { name: `${site.brand} website`, address: e.from },
    to: e.to,
    date: e.receivedAt,
    messageId: messageIdFor(kind, e.id, e.from),
    headers: { 'X-Submission-Id': e.id, 'Auto-Submitted': 'auto-generated' },
    ...options,
  })
    .compile()
    .createReadStream();
}

export function contactMessage(c: Contact, e: Envelope): Readable {
  return compose('contact', e, {
    replyTo: { name: c.name, address: c.email },
    subject: `Contact form: ${c.subject}`,
    text: [
      'A visitor wrote to us through the Contact Us form.',
      '',
      rows([
        ['Name', c.name],
        ['Phone', c.phone],
        ['Email', c.email],
        ['Subject', c.subject],
      ]),
      '',
      'Message:',
      c.message,
      '',
      footer(e),
    ].join('\n'),
  });
}

export function careersMessage(c: CareersFields, resume: ResumeFile, e: Envelope): Readable {
  return compose('careers', e, {
    replyTo: { name: c.fullName, address: c.email },
    subject: `Job application: ${c.applyingFor} - ${c.fullName}`,
    text: [
      'A candidate applied through the Careers page. The resume is attached.',
      '',
      rows([
        ['Full name', c.fullName],
        ['Email', c.email],
        ['Phone', c.phone],
        ['Applying for', c.applyingFor],
        ['Notice period', c.noticePeriod],
        ['Resume', resume.fileName],
      ]),
      '',
      'Why they want to join us:',
      c.reason,
      '',
      footer(e),
    ].join('\n'),
    attachments: [
      { filename: resume.fileName, path: resume.path, contentType: resume.contentType },
    ],
  });
}
