// GET /sandbox/mail: the mail the site sent while it runs on the sandbox with no mail server (issue 43), newest
// first, as /sandbox/sms shows the SMS: a newcomer reads the complaint receipt or the office's copy of a contact
// message here. Registered only in sandbox mode, when the mail stand-in delivers: otherwise there is no such page.
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxRecords } from './records.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { istTime, newestFirst, sendSandboxPage } from './sandbox-page.ts';

export const SANDBOX_MAIL_PATH = '/sandbox/mail';

const style = `
h2{font-size:1.05rem;margin:0 0 4px;overflow-wrap:anywhere}
.meta{color:#4a5872;font-size:.9rem;margin:0 0 8px;overflow-wrap:anywhere}
pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:.95rem}
`;

function item(m: SandboxRecords['mail'][number]): string {
  const files = m.attachments
    .map((a) => `${escapeHtml(a.fileName)} (${escapeHtml(a.contentType)}, ${a.bytes} bytes)`)
    .join(', ');
  return (
    `<li><h2>${escapeHtml(m.subject || '(no subject)')}</h2>` +
    `<p class="meta">To ${escapeHtml(m.to)} · from ${escapeHtml(m.from)} · ${istTime(m.at, true)}` +
    (files ? ` · attached: ${files}` : '') +
    `</p><pre>${escapeHtml(m.text)}</pre></li>`
  );
}

export const sandboxMailRoutes: FastifyPluginAsync<{ records: SandboxRecords }> = async (
  app,
  { records },
) => {
  app.get(SANDBOX_MAIL_PATH, async (_request, reply) =>
    sendSandboxPage(reply, {
      title: 'Sandbox mail',
      heading: 'Mail sent by this sandbox',
      intro:
        'No real mail leaves a sandbox without a mail server. The mail the site would have sent (contact ' +
        'messages and job applications to our offices, privacy requests to the grievance officer, complaint ' +
        'receipts to the person who wrote) is shown here, newest first.',
      links: [
        [SANDBOX_MAIL_PATH, 'Reload'],
        ['/sandbox/sms', 'SMS messages'],
        ['/', 'Back to the site'],
      ],
      listLabel: 'Mail, newest first',
      empty: 'No mail yet.',
      items: newestFirst(records.mail).map(item),
      style,
    }),
  );
};
