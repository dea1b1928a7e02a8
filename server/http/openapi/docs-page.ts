// A readable page of the OpenAPI document for development: an index of operations, then each one with its
// parameters, body and responses as field tables (the full JSON Schema one click away), rendered on the server:
// no scripts, nothing fetched from a CDN.

/** The parts of the OpenAPI document (from @fastify/swagger) this page reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

type Schema = Record<string, unknown>;

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const json = (value: unknown) =>
  `<details><summary>JSON Schema</summary><pre>${escape(JSON.stringify(value, null, 2))}</pre></details>`;

/** A short type: `string`, `"a" | "b"`, `Problem`, `string[]`. */
function typeOf(s: Schema): string {
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop()!;
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  if (s.type === 'array' && s.items) return `${typeOf(s.items as Schema)}[]`;
  if (Array.isArray(s.anyOf)) return (s.anyOf as Schema[]).map(typeOf).join(' | ');
  if (s.type === 'string' && s.contentMediaType) return `file (${String(s.contentMediaType)})`;
  return Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? 'any');
}

function constraints(s: Schema): string {
  const notes: string[] = [];
  if (s.minLength !== undefined) notes.push(`min length ${String(s.minLength)}`);
  if (s.maxLength !== undefined) notes.push(`max length ${String(s.maxLength)}`);
  if (s.minimum !== undefined) notes.push(`≥ ${String(s.minimum)}`);
  if (s.maximum !== undefined) notes.push(`≤ ${String(s.maximum)}`);
  if (typeof s.pattern === 'string') notes.push(`<code>${escape(s.pattern)}</code>`);
  if (typeof s.description === 'string') notes.push(escape(s.description));
  return notes.join('; ');
}

function schemaBlock(schema: unknown): string {
  const s = (schema ?? {}) as Schema;
  const properties = s.properties as Record<string, Schema> | undefined;
  if (s.type !== 'object' || !properties)
    return `<p><code>${escape(typeOf(s))}</code></p>${json(s)}`;
  const required = new Set((s.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([name, p]) =>
      `<tr><td><code>${escape(name)}</code></td><td><code>${escape(typeOf(p))}</code></td>` +
      `<td>${required.has(name) ? 'yes' : ''}</td><td>${constraints(p)}</td></tr>`,
  );
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>${json(s)}`;
}

interface Operation {
  summary?: string;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const anchor = (method: string, path: string) => `${method}-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

function operation(method: string, path: string, op: Operation): string {
  const parts = [
    `<section class="op" id="${anchor(method, path)}"><h2><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>`,
    `<p>${escape(op.summary ?? '')}</p>`,
  ];
  if (op.parameters?.length) {
    const rows = op.parameters.map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td><code>${escape(typeOf(p.schema))}</code></td>` +
        `<td>${p.required ? 'yes' : ''}</td><td>${constraints(p.schema)}</td></tr>`,
    );
    parts.push(
      `<h3>Parameters</h3><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  }
  for (const [type, { schema }] of Object.entries(op.requestBody?.content ?? {})) {
    parts.push(`<h3>Body <small>${escape(type)}</small></h3>${schemaBlock(schema)}`);
  }
  parts.push('<h3>Responses</h3>');
  for (const [status, r] of Object.entries(op.responses)) {
    parts.push(
      `<h4><span class="status s${status[0]}">${status}</span> ${escape(r.description)}</h4>`,
    );
    for (const [type, { schema }] of Object.entries(r.content ?? {})) {
      parts.push(`<p><small>${escape(type)}</small></p>${schemaBlock(schema)}`);
    }
  }
  parts.push('</section>');
  return parts.join('');
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const ops: Array<[string, string, Operation]> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) ops.push([method, path, op as Operation]);
  }
  const index = ops
    .map(
      ([method, path, op]) =>
        `<li><a href="#${anchor(method, path)}"><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></a> ${escape(op.summary ?? '')}</li>`,
    )
    .join('');
  const shared = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<h3 id="schema-${escape(name)}">${escape(name)}</h3>${schemaBlock(schema)}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} ${escape(doc.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:1rem;color:#1d2433}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.05rem;margin:0;overflow-wrap:anywhere}h3{font-size:.95rem;margin:1rem 0 .3rem}
h4{font-size:.9rem;font-weight:500;margin:.6rem 0 .2rem}
.index{list-style:none;padding:0;margin:0 0 1.5rem}.index li{margin:.25rem 0}.index a{text-decoration:none;color:inherit}
.op{border:1px solid #d5dbe5;border-radius:8px;padding:.8rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:3.6em;text-align:center;border-radius:4px;color:#fff;font-size:.75rem;font-weight:600;padding:.1rem .3rem}
.get{background:#1f7a4d}.post{background:#1d4ed8}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.status{display:inline-block;border-radius:4px;padding:0 .35rem;font-weight:600;font-size:.8rem;background:#e5e9f0}
.s2{background:#d9f2e4}.s4{background:#fde8d7}.s5{background:#fbdada}
table{border-collapse:collapse;width:100%;font-size:.85rem;display:block;overflow-x:auto}
th,td{text-align:left;border-bottom:1px solid #e5e9f0;padding:.25rem .5rem;vertical-align:top}th{font-weight:600;color:#5b6578}
pre{background:#f4f6fa;border-radius:6px;padding:.5rem;overflow:auto;font-size:.78rem;margin:.3rem 0}
details{margin:.3rem 0}summary{cursor:pointer;color:#5b6578;font-size:.8rem}small{color:#5b6578}code{font-size:.85em}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>Generated from the routes' own zod schemas. As JSON: <a href="/openapi.json">/openapi.json</a>. This page exists in development only.</p>
<ul class="index">${index}</ul>
${ops.map(([method, path, op]) => operation(method, path, op)).join('\n')}
<h2>Shared schemas</h2>${shared}
</body></html>`;
}
