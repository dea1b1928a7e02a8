// Replaces {{site.*}} tokens in a policy document with values from the site-identity content file.
import type { Site } from '../../shared/site.ts';

/** The site as a document reads it: a Hindi document has the hours in Hindi words. */
export type SiteIn = Omit<Site, 'officeHours' | 'grievanceHours'> & {
  officeHours: string;
  grievanceHours: string;
};

const TOKEN = /\{\{\s*site\.([\w.]+)\s*\}\}/g;

/** The value a token stands for, or undefined when the path names nothing printable. */
function resolve(site: SiteIn, path: string): string | undefined {
  // The address is an object of lines; in running text it reads as one line.
  if (path === 'address') return site.address.lines.join(', ');
  let value: unknown = site;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Substitutes every token; an unknown token, or one naming an object, fails with the file and token named. */
export function substituteSiteTokens(text: string, site: SiteIn, file: string): string {
  const unknown = new Set<string>();
  const out = text.replace(TOKEN, (token, path: string) => {
    const value = resolve(site, path);
    if (value === undefined) unknown.add(token);
    return value ?? token;
  });
  if (unknown.size) throw new Error(`${file}: unknown site token(s) ${[...unknown].join(', ')}`);
  const leftover = /\{\{[^}]*\}\}/.exec(out);
  if (leftover) throw new Error(`${file}: malformed token ${leftover[0]}`);
  return out;
}
