// The sandbox's mail stand-in reads what nodemailer composed as a reader of /sandbox/mail would: the subject's
// encoded words decoded (a Hindi receipt), the text part, and each attachment's name and size.
import t from 'tap';
import { buffer } from 'node:stream/consumers';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { sandboxMailDeliverer } from '../../server/upstreams/mail/deliver.ts';
import { emptyRecords } from '../../server/upstreams/sandbox/records.ts';
import type { Claimed } from '../../server/outbox/outbox.ts';

t.test(
  'a Hindi subject, the text and an attachment, as the recipient would read them',
  async (t) => {
    const raw = await buffer(
      new MailComposer({
        from: 'website@rupeeflow.in',
        to: 'asha@example.in',
        replyTo: 'Asha Verma <asha@example.in>',
        subject: 'आपकी शिकायत GRV-2026-000042 हमें मिल गई है',
        text: 'प्रिय ग्राहक,\nआपकी शिकायत दर्ज हो गई है।',
        attachments: [
          { filename: 'cv.pdf', content: Buffer.alloc(3000, 7), contentType: 'application/pdf' },
        ],
      })
        .compile()
        .createReadStream(),
    );
    const records = emptyRecords();
    const deliver = sandboxMailDeliverer(records, 'website@rupeeflow.in');
    const attempt = await deliver({
      recipient: 'asha@example.in',
      body: raw,
      kind: 'receipt',
    } as Claimed);
    t.same(attempt, { outcome: 'sent', detail: 'sandbox' });
    t.match(records.mail[0], {
      to: 'asha@example.in',
      subject: 'आपकी शिकायत GRV-2026-000042 हमें मिल गई है',
      replyTo: 'Asha Verma <asha@example.in>',
      text: /आपकी शिकायत दर्ज हो गई है।/,
      attachments: [{ fileName: 'cv.pdf', contentType: 'application/pdf', bytes: 3000 }],
      kind: 'receipt',
    });
  },
);

t.test('the stand-in keeps the newest 200', async (t) => {
  const records = emptyRecords();
  const deliver = sandboxMailDeliverer(records, 'website@rupeeflow.in');
  const raw = Buffer.from('Subject: n\r\n\r\nbody\r\n');
  for (let i = 0; i < 205; i++)
    await deliver({ recipient: `r${i}@example.in`, body: raw, kind: 'contact' } as Claimed);
  t.equal(records.mail.length, 200);
  t.equal(records.mail[0]!.to, 'r5@example.in');
});
