// GET /sandbox/sms: the messages the sandbox's SMS sink received, newest first, so someone walking the site on the
// sandbox reads the one-time codes here instead of in logs (issue 16). Registered only in sandbox mode, when the
// SMS provider is the stand-in: with a real provider there is no such page (404).
import type { FastifyPluginAsync } from 'fastify';
import type { SandboxRecords } from './index.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export const SANDBOX_SMS_PATH = '/sandbox/sms';

const style = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#12203a;background:#fff8e1;
line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px}
.label{display:inline-block;background:#f59f00;color:#12203a;font-weight:700;border-radius:6px;padding:2px 10px}
h1{font-size:1.5rem;margin:12px 0}
ol{list-style:none;padding:0;margin:16px 0}
li{background:#fff;border:1px solid #e0c870;border-radius:10px;padding:12px 14px;margin:0 0 12px}
.meta{color:#4a5872;font-size:.9rem;margin:0 0 4px}
.text{margin:0;overflow-wrap:anywhere}
a{color:#0a3d91}
:focus-visible{outline:3px solid #0a3d91;outline-offset:2px}
`;

function page(records: SandboxRecords['sms'], mailPage: boolean): string {
  const items = [...records]
    .reverse()
    .slice(0, 50)
    .map(
      (m) =>
        `<li><p class="meta">To ${escapeHtml(m.mobile)} at <time datetime="${new Date(m.at).toISOString()}">` +
        `${escapeHtml(new Date(m.at).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' }))} IST</time></p>` +
        `<p class="text">${escapeHtml(m.message)}</p></li>`,
    )
    .join('');
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>Sandbox SMS messages</title><style>${style}</style></head><body><main>` +
    '<p class="label">Sandbox only</p><h1>SMS messages sent by this sandbox</h1>' +
    '<p>No real SMS leaves a sandbox. The messages the site would have sent, one-time codes included, are shown ' +
    'here, newest first. Reload the page after asking for a code.</p>' +
    `<p><a href="${SANDBOX_SMS_PATH}">Reload</a> · ` +
    (mailPage ? '<a href="/sandbox/mail">Mail sent</a> · ' : '') +
    '<a href="/">Back to the site</a></p>' +
    (items
      ? `<ol aria-label="Messages, newest first">${items}</ol>`
      : '<p><strong>No messages yet.</strong></p>') +
    '</main></body></html>'
  );
}

export const sandboxSmsRoutes: FastifyPluginAsync<{
  records: SandboxRecords;
  /** /sandbox/mail exists (the sandbox's mail stand-in delivers): linked from here. */
  mailPage: boolean;
}> = async (app, { records, mailPage }) => {
  app.get(SANDBOX_SMS_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(records.sms, mailPage)),
  );
};
