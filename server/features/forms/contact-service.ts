// A Get in Touch message, as both contact routes take it (contact-routes.ts, and without script no-script-routes.ts):
// accepted once it is durably in the mail spool. A complaint (and a report of fraud) also gets a reference number,
// a status record and a receipt mailed to the sender (issue 18).
import type { FastifyInstance } from 'fastify';
import { complaintReceipt, contactMessage } from './mail-compose.ts';
import {
  complaintAccepted,
  complaintCategories,
  contactAccepted,
  type Contact,
} from '../../../shared/schemas/contact.ts';
import { problem } from '../../http/openapi/responses.ts';
import type { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';

/** The rate-limit group of every route the contact form posts to. */
export const CONTACT_BUDGET = 'contact-form';

export interface ContactOptions {
  rateLimit: number;
  mail: { from: string; to: string };
  /** Receipts each recipient address may get in a day (decision 0093); past it the complaint is still registered. */
  receipts: IdentifierLimiter;
}

const summary =
  'Send a message from the Contact Us form; it is stored durably, then e-mailed to the office. A complaint gets a reference number (GRV-YYYY-NNNNNN)';

const responses = {
  403: problem('Sent from another site'),
  415: problem('Not JSON or form-urlencoded'),
  422: problem('Field errors in `errors`, one message per field'),
  429: problem('Too many submissions from this address; see Retry-After'),
  503: problem('No reference number could be issued just now'),
};

/** The same message posted by a browser without script (no-script-forms.ts) is documented like this. */
export const contactPageDoc = { summary, responses };

/** Issues a reference for a complaint, stores everything durably; the answer for the sender. */
export async function acceptContact(
  app: FastifyInstance,
  contact: Contact,
  opts: ContactOptions,
  log: FastifyInstance['log'],
): Promise<{ message: string; reference?: string }> {
  const receivedAt = new Date();
  const id = app.spool.newId(receivedAt);
  const isComplaint = complaintCategories.includes(contact.category);
  const reference = isComplaint ? await app.references.issue('complaint', receivedAt) : undefined;
  const envelope = { from: opts.mail.from, to: opts.mail.to, id, receivedAt };
  await app.spool.put('contact', id, contactMessage(contact, envelope, reference));
  if (!reference) {
    log.info({ submission: id, category: contact.category }, 'contact message accepted');
    return { ...contactAccepted };
  }
  await app.complaints.save(
    app.complaints.newRecord({
      reference,
      receivedAt,
      category: contact.category,
      submission: id,
      mobile: contact.phone,
    }),
  );
  // Anyone can type anyone's address: a bounded number of receipts a day reach one address, whatever the form.
  const receipt = await opts.receipts.take(contact.email.toLowerCase()).then(
    () => true,
    () => false,
  );
  if (receipt)
    await app.spool.put(
      'receipt',
      app.spool.newId(receivedAt),
      complaintReceipt(contact, reference, { ...envelope, to: contact.email }),
    );
  log.info(
    { submission: id, reference, category: contact.category, receipt },
    'complaint registered',
  );
  return { message: complaintAccepted(reference), reference };
}
