// GET /sandbox/mail: the mail the site sent while it runs on the sandbox with no mail server (issue 43), newest
// first, as /sandbox/sms shows the SMS: a newcomer reads the complaint receipt or the office's copy of a contact
// message here. Registered only in sandbox mode, when the mail stand-in delivers: otherwise there is no such page.
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxRecords } from './records.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export const SANDBOX_MAIL_PATH = '/sandbox/mail';

const style = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#12203a;background:#fff8e1;
line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px}
.label{display:inline-block;background:#f59f00;color:#12203a;font-weight:700;border-radius:6px;padding:2px 10px}
h1{font-size:1.5rem;margin:12px 0}
h2{font-size:1.05rem;margin:0 0 4px;overflow-wrap:anywhere}
ol{list-style:none;padding:0;margin:16px 0}
li{background:#fff;border:1px solid #e0c870;border-radius:10px;padding:12px 14px;margin:0 0 12px}
.meta{color:#4a5872;font-size:.9rem;margin:0 0 8px;overflow-wrap:anywhere}
pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;font-size:.95rem}
a{color:#0a3d91}
:focus-visible{outline:3px solid #0a3d91;outline-offset:2px}
`;

const time = (at: number) =>
  `<time datetime="${new Date(at).toISOString()}">${escapeHtml(
    new Date(at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
  )} IST</time>`;

function page(mails: SandboxRecords['mail']): string {
  const items = [...mails]
    .reverse()
    .slice(0, 50)
    .map((m) => {
      const files = m.attachments
        .map((a) => `${escapeHtml(a.fileName)} (${escapeHtml(a.contentType)}, ${a.bytes} bytes)`)
        .join(', ');
      return (
        `<li><h2>${escapeHtml(m.subject || '(no subject)')}</h2>` +
        `<p class="meta">To ${escapeHtml(m.to)} · from ${escapeHtml(m.from)} · ${time(m.at)}` +
        (files ? ` · attached: ${files}` : '') +
        `</p><pre>${escapeHtml(m.text)}</pre></li>`
      );
    })
    .join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>Sandbox mail</title><style>${style}</style></head><body><main>` +
    '<p class="label">Sandbox only</p><h1>Mail sent by this sandbox</h1>' +
    '<p>No real mail leaves a sandbox without a mail server. The mail the site would have sent (contact ' +
    'messages and job applications to our offices, privacy requests to the grievance officer, complaint ' +
    'receipts to the person who wrote) is shown here, newest first.</p>' +
    `<p><a href="${SANDBOX_MAIL_PATH}">Reload</a> · <a href="/sandbox/sms">SMS messages</a> · ` +
    '<a href="/">Back to the site</a></p>' +
    (items
      ? `<ol aria-label="Mail, newest first">${items}</ol>`
      : '<p><strong>No mail yet.</strong></p>') +
    '</main></body></html>'
  );
}

export const sandboxMailRoutes: FastifyPluginAsync<{ records: SandboxRecords }> = async (
  app,
  { records },
) => {
  app.get(SANDBOX_MAIL_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(records.mail)),
  );
};
