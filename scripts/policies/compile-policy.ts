// Turns one policy Markdown file into the data its page renders: front matter checked, site tokens filled in,
// body rendered to HTML with its table of contents. Any problem fails the build with the file named.
import { basename } from 'node:path';
import type { Site } from '../../shared/site.ts';
import type { PolicyDocument, PolicySummary } from '../../client/content/policy-document.ts';
import { splitFrontMatter } from './front-matter.ts';
import { substituteSiteTokens } from './site-tokens.ts';
import { renderMarkdown } from './render-markdown.ts';

const FIELDS = ['title', 'description', 'updated'] as const;

function summary(data: Record<string, string>, slug: string, file: string): PolicySummary {
  const extra = Object.keys(data).filter((k) => !(FIELDS as readonly string[]).includes(k));
  if (extra.length) throw new Error(`${file}: unknown front matter key(s) ${extra.join(', ')}`);
  for (const field of FIELDS) {
    if (!data[field]) throw new Error(`${file}: front matter needs a non-empty "${field}"`);
  }
  const updated = data.updated ?? '';
  const date = new Date(`${updated}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updated) || date.toISOString().slice(0, 10) !== updated) {
    throw new Error(`${file}: "updated" must be a real date written YYYY-MM-DD, not "${updated}"`);
  }
  return { slug, title: data.title ?? '', description: data.description ?? '', updated };
}

export function compilePolicy(source: string, file: string, site: Site): PolicyDocument {
  const slug = basename(file, '.md');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new Error(`${file}: the file name must be a route slug`);
  const { data, body } = splitFrontMatter(substituteSiteTokens(source, site, file), file);
  const { html, toc } = renderMarkdown(body, file);
  if (!toc.some((entry) => entry.level === 2))
    throw new Error(`${file}: no "## " section headings`);
  return { ...summary(data, slug, file), toc, html };
}
