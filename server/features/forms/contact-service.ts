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
  503: problem('Our records are unavailable just now; see Retry-After'),
};

/** The same message posted by a browser without script (no-script-forms.ts) is documented like this. */
export const contactPageDoc = { summary, responses };

/**
 * Stores a message in the mail spool. A complaint first gets its reference from the database; then its mail to the
 * office and its receipt go into the spool, then the complaint and its first event into the database in one
 * transaction; the answer follows the commit. No connection is held while the mails are written (fsync), and a
 * complaint is never recorded without its mail to the office (decision 0101; issue 43 moves the mails into the
 * same transaction).
 */
export async function acceptContact(
  app: FastifyInstance,
  contact: Contact,
  opts: ContactOptions,
  log: FastifyInstance['log'],
): Promise<{ message: string; reference?: string }> {
  const receivedAt = new Date();
  const id = app.spool.newId(receivedAt);
  const envelope = { from: opts.mail.from, to: opts.mail.to, id, receivedAt };
  if (!complaintCategories.includes(contact.category)) {
    await app.spool.put('contact', id, contactMessage(contact, envelope));
    log.info({ submission: id, category: contact.category }, 'contact message accepted');
    return { ...contactAccepted };
  }
  const reference = await app.complaints.issue(receivedAt);
  await app.spool.put('contact', id, contactMessage(contact, envelope, reference));
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
  await app.database.transaction((client) =>
    app.complaints.record(client, reference, {
      receivedAt,
      category: contact.category,
      submission: id,
      mobile: contact.phone,
    }),
  );
  log.info(
    { submission: id, reference, category: contact.category, receipt },
    'complaint registered',
  );
  return { message: complaintAccepted(reference), reference };
}
