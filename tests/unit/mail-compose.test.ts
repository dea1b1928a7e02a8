import t from 'tap';
import { buffer } from 'node:stream/consumers';
import { contactMessage, messageIdFor } from '../../server/features/forms/mail-compose.ts';
import { parseMessage } from '../helpers/mime.ts';

const envelope = {
  from: 'website@rupeeflow.in',
  to: 'info@rupeeflow.in',
  id: '20250814T101500000Z-0123456789ab',
  receivedAt: new Date('2025-08-14T10:15:00Z'),
};

t.test(
  'raw CR and LF in a name or subject are encoded by the mail library, never turned into headers',
  async (t) => {
    // Straight to the composer, past the form schema that would already have collapsed them.
    const hostile = {
      name: 'Eve\r\nBcc: victim@example.com',
      phone: '9811122233',
      email: 'eve@example.in',
      category: 'General question' as const,
      subject: 'Hi\r\n\r\nX-Injected: yes\nCc: cc@example.com',
      message: 'Body\r\n.\r\nMAIL FROM:<x@example.com>',
    };
    const mail = parseMessage(await buffer(contactMessage(hostile, envelope)));
    const names = mail.headers.map(([n]) => n);
    t.notOk(names.includes('bcc'));
    t.notOk(names.includes('cc'));
    t.notOk(names.includes('x-injected'));
    t.equal(names.filter((n) => n === 'subject').length, 1);
    t.equal(mail.header('subject'), 'Contact form: Hi  X-Injected: yes Cc: cc@example.com');
    t.match(mail.header('reply-to'), /<eve@example\.in>$/);
  },
);

t.test(
  'the Message-ID is derived from the submission id and the sender domain, the same every time',
  async (t) => {
    t.equal(
      messageIdFor('contact', envelope.id, envelope.from),
      '<contact.20250814T101500000Z-0123456789ab@rupeeflow.in>',
    );
    const a = parseMessage(
      await buffer(
        contactMessage(
          {
            name: 'A',
            phone: '9811122233',
            email: 'a@b.in',
            category: 'General question',
            subject: 's',
            message: 'm',
          },
          envelope,
        ),
      ),
    );
    const b = parseMessage(
      await buffer(
        contactMessage(
          {
            name: 'B',
            phone: '9811122233',
            email: 'b@b.in',
            category: 'General question',
            subject: 't',
            message: 'n',
          },
          envelope,
        ),
      ),
    );
    t.equal(a.header('message-id'), b.header('message-id'));
    t.equal(a.header('x-submission-id'), envelope.id);
    t.match(a.text, /received 14 August 2025 at 15:45:00 IST/, 'the time is India time');
  },
);
