// A plain page of our own, outside the React app, for an answer to a form a person posted (the payment pages, the
// PAN check posted without script): the logo, a heading and a few lines, styled inline, no script unless given.
import { site } from '../../shared/site.ts';
import { escapeHtml } from './escape-html.ts';

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;color:#12203a;
background:#f6f9fd;line-height:1.6;min-width:320px}
main{max-width:560px;margin:8vh auto;padding:0 20px}
.box{background:#fff;border:1px solid #d6e0ee;border-radius:12px;padding:32px 28px;text-align:center;
box-shadow:0 6px 24px rgb(10 61 145 / 10%)}
.logo{display:block;margin:0 auto 20px;width:150px;height:34px}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 12px}
p{margin:0 0 16px}
.muted{color:#4a5872;font-size:.95rem}
dl{display:inline-grid;grid-template-columns:auto auto;gap:4px 16px;margin:0 0 20px;text-align:left}
dt{color:#4a5872}dd{margin:0;font-weight:600}
.answer{margin:0 0 24px}.answer table{margin:0 auto}.answer th,.answer td{padding:4px 8px;text-align:left}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 24px;border:0;
border-radius:999px;background:#1565e0;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn:hover{background:#0a3d91}
:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
`;

interface Shell {
  /** <html lang>: the reader's language (hi-IN, en-IN). */
  lang: string;
  title: string;
  logoUrl: string;
  body: string;
  script?: { nonce: string; code: string };
}

export function shell({ lang, title, logoUrl, body, script }: Shell): string {
  const tail = script ? `<script nonce="${escapeHtml(script.nonce)}">${script.code}</script>` : '';
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head>` +
    `<body><main><div class="box"><img class="logo" src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site.brand)}" width="150" height="34">` +
    `${body}</div></main>${tail}</body></html>`
  );
}

export interface MessagePage {
  lang: string;
  title: string;
  message: string;
  /** A second, smaller line (what to do next). */
  hint?: string;
  logoUrl: string;
  link: { href: string; label: string };
}

export function messagePage(p: MessagePage): string {
  const body =
    `<h1>${escapeHtml(p.title)}</h1><p role="alert">${escapeHtml(p.message)}</p>` +
    (p.hint ? `<p class="muted">${escapeHtml(p.hint)}</p>` : '') +
    `<p><a class="btn" href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>`;
  return shell({ lang: p.lang, title: `${p.title} | ${site.brand}`, logoUrl: p.logoUrl, body });
}
