// The frame of the sandbox's own pages (/sandbox/sms, /sandbox/mail): the "Sandbox only" label, a heading, what the
// page shows, its links and a list newest first, in one stylesheet; each page brings its items and its few styles.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';

const frameStyle = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#12203a;background:#fff8e1;
line-height:1.5}
main{max-width:760px;margin:0 auto;padding:24px 16px}
.label{display:inline-block;background:#f59f00;color:#12203a;font-weight:700;border-radius:6px;padding:2px 10px}
h1{font-size:1.5rem;margin:12px 0}
ol{list-style:none;padding:0;margin:16px 0}
li{background:#fff;border:1px solid #e0c870;border-radius:10px;padding:12px 14px;margin:0 0 12px}
a{color:#0a3d91}
:focus-visible{outline:3px solid #0a3d91;outline-offset:2px}
`;

export interface SandboxPage {
  title: string;
  heading: string;
  /** Plain text: what the page shows and why. */
  intro: string;
  /** [href, text] pairs, the page's own Reload first. */
  links: [string, string][];
  /** The list's accessible name and what it says when empty. */
  listLabel: string;
  empty: string;
  /** Rendered `<li>` items, newest first (already escaped). */
  items: string[];
  /** The page's styles beyond the frame's. */
  style: string;
}

/** A time in India's zone, machine-readable in its datetime. */
export function istTime(at: number, withDate: boolean): string {
  const date = new Date(at);
  const shown = withDate
    ? date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })
    : date.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' });
  return `<time datetime="${date.toISOString()}">${escapeHtml(shown)} IST</time>`;
}

/** The last `count` of what a sink recorded, newest first. */
export const newestFirst = <T>(records: readonly T[], count = 50): T[] =>
  [...records].reverse().slice(0, count);

function html(p: SandboxPage): string {
  const links = p.links.map(([href, text]) => `<a href="${href}">${escapeHtml(text)}</a>`);
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(p.title)}</title><style>${frameStyle}${p.style}</style></head><body><main>` +
    `<p class="label">Sandbox only</p><h1>${escapeHtml(p.heading)}</h1>` +
    `<p>${escapeHtml(p.intro)}</p>` +
    `<p>${links.join(' · ')}</p>` +
    (p.items.length > 0
      ? `<ol aria-label="${escapeHtml(p.listLabel)}">${p.items.join('')}</ol>`
      : `<p><strong>${escapeHtml(p.empty)}</strong></p>`) +
    '</main></body></html>'
  );
}

/** Sends the page: never cached (it changes with every message). */
export function sendSandboxPage(reply: FastifyReply, page: SandboxPage): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html(page));
}
