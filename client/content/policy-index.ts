// The legal and policy documents: their routes in the order the footer lists them. Titles come from each
// document's front matter (client/content/policies/*.md), the one place they are written; descriptions and dates
// are read with ?meta by the route meta table (client/route-meta.ts), which the browser's first load does not
// carry; the documents themselves load lazily, one chunk each.
import type { PolicyDocument, PolicyModule, PolicyName } from './policy-document.ts';

export interface PolicyRoute {
  /** The file name without .md, which is also the route: /{slug}. */
  slug: string;
  path: string;
  /** The document's source path, the key of its chunk in the build manifest. */
  source: string;
  /** Loads the compiled document's frame (its own chunk), which loads the body on request (another). */
  load(): Promise<PolicyModule>;
}

const order = [
  'terms-conditions',
  'privacy-policy',
  'corporate-governance',
  'fair-practice-code',
  'kyc-and-pmla',
  'risk-management-policy',
  'interest-rate-policy',
  'terms-rates',
  'key-fact-statement',
  'grievance-redressal',
  'lending-partners',
] as const;

// The English files only: the Hindi build resolves each x.md to its x.hi.md sibling where one exists.
const names = import.meta.glob<PolicyName>(['./policies/*.md', '!./policies/*.hi.md'], {
  eager: true,
  query: '?title',
  import: 'default',
});
const documents = import.meta.glob<PolicyModule>(['./policies/*.md', '!./policies/*.hi.md'], {
  import: 'default',
});

const fileOf = (slug: string) => `./policies/${slug}.md`;

// A document without a route, or a route without a document, stops the server at start rather than hiding a page
// (the browser's build runs the same table and leaves the check to the server: decision 0165).
if (import.meta.env.SSR) {
  const unlisted = Object.keys(documents).filter(
    (file) => !order.some((slug) => fileOf(slug) === file),
  );
  if (unlisted.length)
    throw new Error(`Policy documents missing from policy-index.ts: ${unlisted.join(', ')}`);
}

export const policyRoutes: readonly PolicyRoute[] = order.map((slug) => {
  const load = documents[fileOf(slug)];
  if (!load) throw new Error(`No policy document client/content/policies/${slug}.md`);
  return { slug, path: `/${slug}`, source: `client/content/policies/${slug}.md`, load };
});

/**
 * Each document's route and title, in the footer's order. Only the footer reads the titles, and the browser reads
 * the footer back from the page (layout/SiteFooter.tsx): so only the server's bundle carries them.
 */
export const policyLinks = (): (PolicyName & { path: string })[] =>
  order.map((slug) => ({ ...names[fileOf(slug)]!, path: `/${slug}` }));

/**
 * The body the server rendered into this page (PolicyBody marks it with the document's slug; the KFS shows it in
 * parts, each split at a heading, so they join back into the whole), or undefined on the server and on a page that
 * does not show that document.
 */
function renderedBody(slug: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const parts = document.querySelectorAll(`.policy-content[data-policy="${slug}"]`);
  return parts.length ? Array.from(parts, (part) => part.innerHTML).join('') : undefined;
}

/**
 * The whole document: its frame and its body. The browser's first page takes the body from the HTML the server
 * sent, so the text is not downloaded a second time (decision 0119); a later navigation loads it.
 */
export async function loadDocument(policy: PolicyRoute): Promise<PolicyDocument> {
  const { body, ...frame } = await policy.load();
  return { ...frame, html: renderedBody(policy.slug) ?? (await body()) };
}
