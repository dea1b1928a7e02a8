// Reading the server's HTML in tap tests, for what a browser test would only read (attributes, text, links) and
// not act on: the elements of a tag, an element's whole markup and its text as the DOM's textContent gives it.
// Our own renderer's output only (React's: attributes double-quoted, void elements closed with />), not any HTML.

export interface Tag {
  /** The tag name, lower case. */
  name: string;
  /** Attributes by lower-cased name (React writes srcSet, fetchPriority), entities decoded. */
  attrs: Record<string, string>;
  /** Where the opening tag starts in the page. */
  at: number;
  /** The opening tag's own markup. */
  markup: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** Every opening tag of `name` (a tag name, or a pattern such as `[a-z]+` for any) in `html`, in document order. */
export function tags(html: string, name: string): Tag[] {
  const found: Tag[] = [];
  for (const m of html.matchAll(new RegExp(`<${name}(?=[\\s/>])((?:[^>"]|"[^"]*")*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const [, key = '', value] of (m[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
      attrs[key.toLowerCase()] = decode(value ?? '');
    found.push({
      name: /^<([\w-]+)/.exec(m[0])![1]!.toLowerCase(),
      attrs,
      at: m.index,
      markup: m[0],
    });
  }
  return found;
}

const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source', 'area', 'col', 'wbr']);

/** The whole markup of the element whose opening tag is `tag` (nested elements of the same name counted). */
export function outer(html: string, tag: Tag): string {
  if (VOID.has(tag.name) || tag.markup.endsWith('/>')) return tag.markup;
  const re = new RegExp(`<(/?)${tag.name}(?=[\\s/>])(?:[^>"]|"[^"]*")*>`, 'gi');
  re.lastIndex = tag.at + tag.markup.length;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith('/>')) depth++;
    if (depth === 0) return html.slice(tag.at, m.index + m[0].length);
  }
  throw new Error(`${tag.markup} is never closed`);
}

/** The elements of `name` whose attributes pass `where`, each with its whole markup. */
export function elements(
  html: string,
  name: string,
  where: (attrs: Record<string, string>) => boolean = () => true,
): Array<Tag & { html: string }> {
  return tags(html, name)
    .filter((t) => where(t.attrs))
    .map((t) => ({ ...t, html: outer(html, t) }));
}

/** The one element of `name` whose attributes pass `where`; throws unless there is exactly one. */
export function element(
  html: string,
  name: string,
  where: (attrs: Record<string, string>) => boolean,
): Tag & { html: string } {
  const all = elements(html, name, where);
  if (all.length !== 1) throw new Error(`${all.length} <${name}> elements match, not 1`);
  return all[0]!;
}

/** The text of some markup as textContent reads it: tags and comments dropped, entities decoded. */
export function text(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''));
}

/** Whether an element's class attribute names `name`. */
export const hasClass = (attrs: Record<string, string>, name: string) =>
  (attrs.class ?? '').split(/\s+/).includes(name);
