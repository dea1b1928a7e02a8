// A real SMTP server on loopback for tests: records every message it accepts, can refuse recipients or go away.
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { parseMessage, type ParsedMessage } from './mime.ts';

export interface ReceivedMail extends ParsedMessage {
  from: string;
  to: string[];
  raw: Buffer;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export interface SinkOptions {
  /** Listen on this port (to bring a "downed" server back where the app expects it). */
  port?: number;
  /** Recipients answered with 550. */
  refuse?: string[];
  /** Called when a message body starts arriving; resolve it to let the server answer. */
  beforeAccept?: () => Promise<void>;
}

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (options.refuse?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return done(error);
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        await options.beforeAccept?.();
        const raw = Buffer.concat(chunks);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        });
        for (const w of waiters) w();
        done();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, got ${mails.length} in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (yet): a mail server that is down. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
