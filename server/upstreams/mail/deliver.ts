// Mail delivery from the outbox (issue 43): each claimed message goes to the mail server as it is, through one
// pooled SMTP transport whose connections are the provider's concurrency bound; or, in the sandbox with no mail
// server, to the sandbox's mail stand-in, which /sandbox/mail shows. The Message-ID is ours, fixed when the message
// was composed (mail-compose.ts), so a copy sent again after a crash is recognisably the same mail.
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Attempt, Claimed, Deliver } from '../../outbox/outbox.ts';
import type { SandboxRecords } from '../sandbox/records.ts';
import { decodeWords, parseMessage } from '../sandbox/mime.ts';

/** Delivers through SMTP_URL; close() ends its connections. */
export function smtpDeliverer(
  url: string,
  from: string,
  connections: number,
): { deliver: Deliver; close(): void } {
  // Built from an SMTPTransport so the time-outs survive: createTransport(url) would drop them.
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url,
      pool: true,
      maxConnections: connections,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    } as SMTPTransport.Options),
  );
  const deliver = async (m: Claimed): Promise<Attempt> => {
    try {
      const info = await transport.sendMail({ envelope: { from, to: m.recipient }, raw: m.body });
      return { outcome: 'sent', detail: String(info.response).slice(0, 120) };
    } catch (error) {
      // Unreachable, a 4xx or a 5xx alike: this message is tried again on its own schedule until its deadline,
      // then it is a dead letter an operator sees; no other message waits for it.
      const e = error as { code?: string; responseCode?: number; command?: string };
      const reason = [e.code, e.command, e.responseCode].filter(Boolean).join(' ') || 'error';
      return { outcome: 'retry', reason };
    }
  };
  return { deliver, close: () => transport.close() };
}

/** The sandbox's mail stand-in: keeps what a mail server would have received, for /sandbox/mail (newest 200). */
export function sandboxMailDeliverer(records: SandboxRecords, from: string): Deliver {
  return async (m) => {
    const parsed = parseMessage(m.body);
    records.mail.push({
      to: m.recipient,
      from,
      subject: decodeWords(parsed.header('subject') ?? ''),
      replyTo: decodeWords(parsed.header('reply-to') ?? '') || undefined,
      messageId: parsed.header('message-id'),
      text: parsed.text,
      attachments: parsed.attachments.map((a) => ({
        fileName: a.fileName,
        contentType: a.contentType,
        bytes: a.content.length,
      })),
      kind: m.kind,
      at: Date.now(),
    });
    if (records.mail.length > 200) records.mail.splice(0, records.mail.length - 200);
    return { outcome: 'sent', detail: 'sandbox' };
  };
}
