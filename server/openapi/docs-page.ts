// A readable page of the OpenAPI document for development: every operation with its parameters, body and
// responses, rendered on the server (no scripts, nothing fetched from a CDN).
import type { OpenApiDocument } from './document.ts';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

function operation(method: string, path: string, op: Operation): string {
  const parts = [
    `<section class="op"><h2><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>`,
    `<p>${escape(op.summary ?? '')}</p>`,
  ];
  if (op.parameters?.length) {
    parts.push('<h3>Parameters</h3><ul>');
    for (const p of op.parameters) {
      parts.push(
        `<li><code>${escape(p.name)}</code> in ${p.in}${p.required ? ', required' : ''} ${json(p.schema)}</li>`,
      );
    }
    parts.push('</ul>');
  }
  if (op.requestBody) {
    for (const [type, { schema }] of Object.entries(op.requestBody.content)) {
      parts.push(`<h3>Body <small>${escape(type)}</small></h3>${json(schema)}`);
    }
  }
  parts.push('<h3>Responses</h3><dl>');
  for (const [status, r] of Object.entries(op.responses)) {
    parts.push(`<dt>${status}</dt><dd>${escape(r.description)}`);
    for (const [type, { schema }] of Object.entries(r.content ?? {})) {
      parts.push(`<div><small>${escape(type)}</small>${json(schema)}</div>`);
    }
    parts.push('</dd>');
  }
  parts.push('</dl></section>');
  return parts.join('');
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const ops: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item))
      ops.push(operation(method, path, op as Operation));
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1d2433}
h1{font-size:1.6rem}h2{font-size:1.1rem;margin:0}h3{font-size:.95rem;margin:.8rem 0 .2rem}
.op{border:1px solid #d5dbe5;border-radius:8px;padding:.8rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem}
.get{background:#1f7a4d}.post{background:#1d4ed8}.put,.patch{background:#b45309}.delete{background:#b91c1c}
pre{background:#f4f6fa;border-radius:6px;padding:.5rem;overflow:auto;font-size:.8rem;margin:.3rem 0}
dt{font-weight:600}dd{margin:0 0 .5rem 1rem}small{color:#5b6578}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>The same document as JSON: <a href="/openapi.json">/openapi.json</a>. This page exists in development only.</p>
${ops.join('\n')}
<h2>Shared schemas</h2>${json(doc.components.schemas)}
</body></html>`;
}
