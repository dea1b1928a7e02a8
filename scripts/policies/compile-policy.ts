// Turns one policy Markdown file into the data its page renders: front matter checked, site tokens filled in,
// body rendered to HTML with its table of contents. Any problem fails the build with the file named.
import { basename } from 'node:path';
import type { Site } from '../../shared/site.ts';
import type { PolicyDocument, PolicySummary } from '../../client/content/policy-document.ts';
import { splitFrontMatter } from './front-matter.ts';
import { substituteSiteTokens } from './site-tokens.ts';
import { fillTermTokens } from '../../shared/product-term-tokens.ts';
import { fillPromiseTokens } from '../../shared/service-promise-tokens.ts';
import { hoursInHindi } from '../../shared/hours-hindi.ts';
import { renderMarkdown } from './render-markdown.ts';
import { consentPolicies } from '../../shared/policy-versions.ts';

const FIELDS = ['title', 'description', 'updated', 'version', 'effective'] as const;

const isoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

function summary(data: Record<string, string>, slug: string, file: string): PolicySummary {
  const extra = Object.keys(data).filter((k) => !(FIELDS as readonly string[]).includes(k));
  if (extra.length) throw new Error(`${file}: unknown front matter key(s) ${extra.join(', ')}`);
  for (const field of FIELDS) {
    if (!data[field]) throw new Error(`${file}: front matter needs a non-empty "${field}"`);
  }
  for (const field of ['updated', 'effective'] as const) {
    if (!isoDate(data[field] ?? ''))
      throw new Error(
        `${file}: "${field}" must be a real date written YYYY-MM-DD, not "${data[field]}"`,
      );
  }
  const version = data.version ?? '';
  if (!/^\d+\.\d+$/.test(version))
    throw new Error(`${file}: "version" must be written like 2.0, not "${version}"`);
  // A consent record cites shared/policy-versions.ts: it must be the version this page shows.
  const cited = (consentPolicies as Record<string, { version: string; effective: string }>)[slug];
  if (cited && (cited.version !== version || cited.effective !== data.effective))
    throw new Error(
      `${file}: version ${version} effective ${data.effective} differs from shared/policy-versions.ts (${cited.version}, ${cited.effective}); change both together`,
    );
  return {
    slug,
    title: data.title ?? '',
    description: data.description ?? '',
    updated: data.updated ?? '',
    version,
    effective: data.effective ?? '',
  };
}

export function compilePolicy(source: string, file: string, site: Site): PolicyDocument {
  // key-fact-statement.hi.md is the Hindi version of key-fact-statement.md: the same slug, route and versions.
  const [, slug = '', hindi] = /^(.*?)(\.hi)?\.md$/.exec(basename(file)) ?? [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new Error(`${file}: the file name must be a route slug`);
  const locale = hindi ? 'hi' : 'en';
  // A Hindi document gives the hours as a Hindi reader says them, not as site.ts writes them.
  const siteIn = hindi
    ? {
        ...site,
        officeHours: hoursInHindi(site.officeHours),
        grievanceHours: hoursInHindi(site.grievanceHours),
      }
    : site;
  const { data, body } = splitFrontMatter(
    substituteSiteTokens(
      fillPromiseTokens(fillTermTokens(source, file, locale), file, locale),
      siteIn,
      file,
    ),
    file,
  );
  const { html, toc } = renderMarkdown(body, file);
  if (!toc.some((entry) => entry.level === 2))
    throw new Error(`${file}: no "## " section headings`);
  // By id, not text, so a translation ("## परिवर्तन सूची {#change-log}") is held to the same rule.
  if (toc.filter((entry) => entry.level === 2).at(-1)?.id !== 'change-log')
    throw new Error(`${file}: the last section must be "## Change log" (id change-log)`);
  return { ...summary(data, slug, file), locale: hindi ? 'hi' : 'en', toc, html };
}
