// Vite plugin for the Hindi build (issue 21, decision 0047): every import of one of our modules `x.ts`, `x.tsx` or
// `x.md` resolves to its sibling `x.hi.ts`, `x.hi.tsx` or `x.hi.md` when that file exists. The choice of language
// is made here, at build time, so a page loads only its own language's text and nothing picks one in the browser.
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const SIBLING = /^(.*?)(\.tsx?|\.md)(\?.*)?$/;

/** The path of `file`'s sibling in `locale` (`a/x.ts` -> `a/x.hi.ts`), or undefined for a file that has none. */
export function siblingPath(file: string, locale: string): string | undefined {
  if (file.includes('/node_modules/') || file.startsWith('\0')) return undefined;
  const m = SIBLING.exec(file);
  if (!m) return undefined;
  const [, stem = '', ext = ''] = m;
  if (stem.endsWith(`.${locale}`)) return undefined; // already the sibling
  const sibling = `${stem}.${locale}${ext}`;
  return existsSync(sibling) ? sibling : undefined;
}

/** `locale`: the language built ('hi'); undefined (the English build) turns the plugin off. */
export function localeSiblings(locale: string | undefined): Plugin {
  return {
    name: 'rupeeflow:locale-siblings',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!locale || !importer || source.startsWith('\0') || source.startsWith('virtual:'))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [path = '', query] = resolved.id.split('?');
      const sibling = siblingPath(path, locale);
      if (!sibling) return resolved;
      return { ...resolved, id: query === undefined ? sibling : `${sibling}?${query}` };
    },
  };
}
