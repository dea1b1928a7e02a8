// GET /sandbox/sms: the messages the sandbox's SMS sink received, newest first, so someone walking the site on the
// sandbox reads the one-time codes here instead of in logs (issue 16). Registered only in sandbox mode, when the
// SMS provider is the stand-in: with a real provider there is no such page (404).
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxRecords } from './index.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { istTime, newestFirst, sendSandboxPage } from './sandbox-page.ts';

export const SANDBOX_SMS_PATH = '/sandbox/sms';

const style = `
.meta{color:#4a5872;font-size:.9rem;margin:0 0 4px}
.text{margin:0;overflow-wrap:anywhere}
`;

export const sandboxSmsRoutes: FastifyPluginAsync<{
  records: SandboxRecords;
  /** /sandbox/mail exists (the sandbox's mail stand-in delivers): linked from here. */
  mailPage: boolean;
}> = async (app, { records, mailPage }) => {
  app.get(SANDBOX_SMS_PATH, async (_request, reply) =>
    sendSandboxPage(reply, {
      title: 'Sandbox SMS messages',
      heading: 'SMS messages sent by this sandbox',
      intro:
        'No real SMS leaves a sandbox. The messages the site would have sent, one-time codes included, are ' +
        'shown here, newest first. Reload the page after asking for a code.',
      links: [
        [SANDBOX_SMS_PATH, 'Reload'],
        ...(mailPage ? ([['/sandbox/mail', 'Mail sent']] as [string, string][]) : []),
        ['/', 'Back to the site'],
      ],
      listLabel: 'Messages, newest first',
      empty: 'No messages yet.',
      items: newestFirst(records.sms).map(
        (m) =>
          `<li><p class="meta">To ${escapeHtml(m.mobile)} at ${istTime(m.at, false)}</p>` +
          `<p class="text">${escapeHtml(m.message)}</p></li>`,
      ),
      style,
    }),
  );
};
