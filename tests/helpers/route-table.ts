// The site's route table (client/routes.tsx) as the production build exports it, so tests list pages from the one
// place they are declared instead of copying them: a page added there is tested everywhere at once.
// Read from dist/ssr/entry-server.js (the table uses Vite's import.meta.glob, so only the build can load it); the
// tap and e2e runs both need the build anyway. Typed here by what the tests read, nothing more.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface RouteMetaSeen {
  title: string;
  status?: number;
  breadcrumb?: string;
}

interface RouteSeen {
  path: string;
  page: { source: string; readsData(): Promise<boolean> };
  meta: RouteMetaSeen | ((params: Record<string, string | undefined>) => RouteMetaSeen);
  sitemap?: readonly string[] | false;
  prerender?: readonly string[];
}

interface EntrySeen {
  routes: readonly RouteSeen[];
  matchPage(pathname: string): { meta: RouteMetaSeen; status: number };
}

const entryFile = join(process.cwd(), 'dist', 'ssr', 'entry-server.js');
if (!existsSync(entryFile)) throw new Error(`${entryFile} is missing: run \`npm run build\` first`);
const entry = (await import(pathToFileURL(entryFile).href)) as EntrySeen;

/** The page's source module of the policy routes (one container, a document per route). */
const POLICY_PAGE = 'client/pages/policy/PolicyPage.tsx';

/** Every concrete page path: each route without parameters, and the listed paths of routes with them. */
export const pagePaths: readonly string[] = entry.routes.flatMap((r) =>
  r.path === '*' ? [] : r.path.includes(':') ? [...(r.prerender ?? (r.sitemap || []))] : [r.path],
);

/** The policy and legal document pages, in the route table's (the footer's) order, with each document's title. */
export const policyPages: ReadonlyArray<{ path: string; title: string }> = entry.routes
  .filter((r) => r.page.source === POLICY_PAGE)
  .map((r) => ({ path: r.path, title: entry.matchPage(r.path).meta.breadcrumb ?? '' }));

export const policyPaths: readonly string[] = policyPages.map((p) => p.path);

/** The page title and status the route table gives a path (parameters resolved as the server resolves them). */
export function pageMeta(path: string): { title: string; status: number } {
  const { meta, status } = entry.matchPage(path);
  return { title: meta.title, status };
}

/**
 * The route paths whose page renders data the server looks up or makes for one request (it exports
 * pageDataSchema: a verified payment, a form's answer without script), in the route table's order.
 */
export async function pagesReadingData(): Promise<string[]> {
  const reads = await Promise.all(entry.routes.map((r) => r.page.readsData()));
  return entry.routes.filter((_r, i) => reads[i]).map((r) => r.path);
}
