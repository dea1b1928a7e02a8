// Turns an accepted submission into a complete RFC 5322 message, ready to hand to any mail server as it is.
// The library encodes every header value, so a CR or LF typed into a name or subject can never start a header.
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Readable } from 'node:stream';
import type { Contact } from '../../../shared/schemas/contact.ts';
import type { CareersFields } from '../../../shared/schemas/careers.ts';
import {
  privacyRequestLabels,
  type IdentityCheck,
  type PrivacyRequest,
} from '../../../shared/schemas/privacy-request.ts';
import { complaintClocks, ombudsmanPortal } from '../../../shared/schemas/complaint.ts';
import { servicePromises } from '../../../shared/service-promises.ts';
import type { MailKind } from '../../outbox/outbox.ts';
import { site } from '../../../shared/site.ts';

export interface Envelope {
  from: string;
  to: string;
  /** The submission id (the outbox key's and the Message-ID's local part). */
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
 * acceptance and the outbox's mark is recognisable as the same submission.
 */
export function messageIdFor(kind: MailKind, id: string, from: string): string {
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
  kind: MailKind,
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

export function contactMessage(c: Contact, e: Envelope, reference?: string): Readable {
  return compose('contact', e, {
    replyTo: { name: c.name, address: c.email },
    subject: reference ? `${c.category} ${reference}: ${c.subject}` : `Contact form: ${c.subject}`,
    text: [
      'A visitor wrote to us through the Contact Us form.',
      '',
      rows([
        ['Name', c.name],
        ['Phone', c.phone],
        ['Email', c.email],
        ['Category', c.category],
        ...(reference ? ([['Reference', reference]] as Array<[string, string]>) : []),
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

const istDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'long' });
const DAY = 86_400_000;

/** The acknowledgement a complainant receives, with the reference number and both clocks. */
/**
 * The receipt mailed to the address a complaint gives. It quotes nothing the sender wrote (issue 40): anyone can type
 * anyone's address, so a receipt carrying a name or subject would carry a stranger's words from our domain. The
 * reference, the date and the category are enough to recognise it.
 */
export function complaintReceipt(c: Contact, reference: string, e: Envelope): Readable {
  const at = e.receivedAt.getTime();
  const what =
    c.category === 'Complaint' ? 'complaint' : 'report of fraud or an unauthorised lender';
  return compose('receipt', e, {
    subject: `Your complaint ${reference} has been received`,
    text: [
      'Dear customer,',
      '',
      `We have registered your ${what} with reference number ${reference} on ${istDate.format(e.receivedAt)}.`,
      '',
      'If you did not write to us, you can ignore this e-mail: someone gave this address on our contact form.',
      '',
      `We will reply by ${istDate.format(new Date(at + complaintClocks.replyDays * DAY))} (within ${complaintClocks.replyDays} days).`,
      `If we have not replied within ${complaintClocks.escalationDays} days, or you are not satisfied with our reply, you may complain to the Reserve Bank of India from ${istDate.format(new Date(at + complaintClocks.escalationDays * DAY))} at ${ombudsmanPortal} (Reserve Bank - Integrated Ombudsman Scheme, 2026), within ${servicePromises.ombudsmanFilingDays} days of our reply or of that date.`,
      '',
      'Follow your complaint on the Grievance Redressal page of our website with this reference number and your mobile number.',
      '',
      'Grievance Redressal Officer, Rupeeflow',
      '',
      footer(e),
    ].join('\n'),
  });
}

export function privacyRequestMessage(
  r: PrivacyRequest,
  reference: string,
  identity: IdentityCheck,
  e: Envelope,
): Readable {
  const identityText: Record<IdentityCheck, string> = {
    'mobile-verified': 'the requester verified this mobile with a one-time code (no PAN given)',
    'mobile-and-pan-match':
      'the requester verified this mobile with a one-time code; the mobile and PAN match one customer',
    'no-match':
      'the requester verified this mobile with a one-time code; the PAN does not match it: check before acting',
    'not-checked':
      'the requester verified this mobile with a one-time code; the PAN could not be checked',
  };
  return compose('privacy', e, {
    subject: `Privacy request ${reference}: ${r.kind}`,
    text: [
      'A data principal made a request under the Digital Personal Data Protection Act, 2023 through the website.',
      '',
      rows([
        ['Reference', reference],
        ['Request', privacyRequestLabels[r.kind]],
        ['Mobile', r.mobile],
        ['PAN', r.pan ?? '(not given)'],
        ['Identity', identityText[identity]],
      ]),
      '',
      'Details:',
      r.details,
      '',
      footer(e),
    ].join('\n'),
  });
}
