// A Get in Touch message, as both contact routes take it (contact-routes.ts, and without script no-script-routes.ts):
// accepted once its mail is committed in the outbox. A complaint (and a report of fraud) also gets a reference number,
// a status record and a receipt mailed to the sender (issue 18).
import type { FastifyInstance } from 'fastify';
import { buffer } from 'node:stream/consumers';
import { newSubmissionId } from '../../outbox/submission-id.ts';
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
 * Writes a message into the outbox. A complaint first gets its reference from the database; then the complaint,
 * its first event, its mail to the office and its receipt are written in one transaction, and the answer follows
 * the commit (issue 43): a complaint is never recorded without its mails, nor a mail sent for one that was not.
 * The mails are composed before the transaction, so no connection waits on them.
 */
export async function acceptContact(
  app: FastifyInstance,
  contact: Contact,
  opts: ContactOptions,
  log: FastifyInstance['log'],
  requestId: string,
): Promise<{ message: string; reference?: string }> {
  const receivedAt = new Date();
  const id = newSubmissionId(receivedAt);
  const envelope = { from: opts.mail.from, to: opts.mail.to, id, receivedAt };
  if (!complaintCategories.includes(contact.category)) {
    const eml = await buffer(contactMessage(contact, envelope));
    await app.mail.put('contact', id, eml, { requestId });
    log.info({ submission: id, category: contact.category }, 'contact message accepted');
    return { ...contactAccepted };
  }
  const reference = await app.complaints.issue(receivedAt);
  const office = await buffer(contactMessage(contact, envelope, reference));
  // Anyone can type anyone's address: a bounded number of receipts a day reach one address, whatever the form.
  const receipt = await opts.receipts.take(contact.email.toLowerCase()).then(
    () => true,
    () => false,
  );
  // The receipt quotes the submission's id, and its Message-ID is <receipt.id@...>: its own key in the outbox.
  const receiptEml = receipt
    ? await buffer(complaintReceipt(contact, reference, { ...envelope, to: contact.email }))
    : undefined;
  await app.database.transaction(async (client) => {
    await app.complaints.record(client, reference, {
      receivedAt,
      category: contact.category,
      submission: id,
      mobile: contact.phone,
    });
    await app.mail.put('contact', id, office, { requestId, client });
    if (receiptEml)
      await app.mail.put('receipt', id, receiptEml, { requestId, client, to: contact.email });
  });
  log.info(
    { submission: id, reference, category: contact.category, receipt },
    'complaint registered',
  );
  return { message: complaintAccepted(reference), reference };
}
