// Renders a policy document's Markdown body to HTML with marked, at build time only: headings get stable ids
// and feed the table of contents; each table takes its caption from the `Table: caption` paragraph before it,
// scopes its header cells and sits in a labelled, keyboard-scrollable container for narrow screens.
import { Marked, Parser, TextRenderer, type Token, type Tokens } from 'marked';
import type { PolicyTocEntry } from '../../client/content/policy-document.ts';

export interface RenderedMarkdown {
  html: string;
  toc: PolicyTocEntry[];
}

type IdHeading = Tokens.Heading & { id?: string };
type CaptionedTable = Tokens.Table & { caption?: Token[]; captionId?: string };

const CAPTION = /^Table:\s+(\S[\s\S]*)$/;
/** An explicit heading id, `## 1. शिकायत कैसे करें {#how-to-raise-a-complaint}`: a Hindi heading keeps the English
 * document's id, so a deep link (/grievance-redressal#escalation-matrix) works in both languages. */
const EXPLICIT_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "2.1 Fees & Charges" -> "fees-and-charges": the section number is dropped so ids survive renumbering. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\s*\d+(\.\d+)*\.?\s+/, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function uniqueIds() {
  const seen = new Map<string, number>();
  return (base: string): string => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}

const plainText = (tokens: Token[]) => new Parser().parseInline(tokens, new TextRenderer());

/** Removes a trailing `{#id}` from the heading's text and returns the id, if the heading has one. */
function takeExplicitId(heading: Tokens.Heading, file: string): string | undefined {
  const match = EXPLICIT_ID.exec(heading.text);
  if (!match) {
    if (/\{#/.test(heading.text))
      throw new Error(
        `${file}: heading "${heading.text}": an id is written {#lower-case-ascii-words}`,
      );
    return undefined;
  }
  const last = heading.tokens.at(-1);
  if (!last || last.type !== 'text' || !EXPLICIT_ID.test(last.raw))
    throw new Error(
      `${file}: heading "${heading.text}": the {#id} must end the heading's plain text`,
    );
  const strip = (value: string) => value.replace(EXPLICIT_ID, '');
  Object.assign(last, { raw: strip(last.raw), text: strip((last as Tokens.Text).text) });
  heading.text = strip(heading.text);
  return match[1];
}

/** Gives headings their ids, collects the contents, and moves caption paragraphs into their tables. */
function prepare(tokens: Token[], file: string): { tokens: Token[]; toc: PolicyTocEntry[] } {
  const id = uniqueIds();
  const toc: PolicyTocEntry[] = [];
  const out: Token[] = [];
  let caption: Tokens.Paragraph | undefined;
  for (const token of tokens) {
    if (token.type === 'space') continue;
    if (caption && token.type !== 'table') {
      throw new Error(`${file}: "${caption.text}" is not followed by a table`);
    }
    if (token.type === 'paragraph' && CAPTION.test((token as Tokens.Paragraph).text)) {
      caption = token as Tokens.Paragraph;
      continue;
    }
    if (token.type === 'heading') {
      const heading = token as IdHeading;
      if (heading.depth === 1)
        throw new Error(`${file}: "# ${heading.text}": the page title is the h1`);
      const explicit = takeExplicitId(heading, file);
      const text = plainText(heading.tokens).trim();
      const base = explicit ?? slugify(text);
      if (!base)
        throw new Error(
          `${file}: heading "${heading.text}" has no ASCII words to make its id from: end it with {#some-id}`,
        );
      heading.id = id(base);
      if (heading.depth <= 3) toc.push({ id: heading.id, text, level: heading.depth as 2 | 3 });
    }
    if (token.type === 'table') {
      const table = token as CaptionedTable;
      if (!caption) throw new Error(`${file}: a table has no "Table: caption" paragraph before it`);
      // The caption paragraph's inline tokens start with the "Table: " text; drop that prefix.
      const inline = new Marked().lexer(CAPTION.exec(caption.text)?.[1] ?? '');
      const first = inline[0];
      table.caption = first && 'tokens' in first && first.tokens ? first.tokens : [];
      // A Hindi caption has no ASCII words to slug: its table is then numbered (table, table-2, ...).
      const slug = slugify(plainText(table.caption));
      table.captionId = id(slug ? `table-${slug}` : 'table');
      caption = undefined;
    }
    out.push(token);
  }
  if (caption) throw new Error(`${file}: "${caption.text}" is not followed by a table`);
  return { tokens: out, toc };
}

function createMarked(file: string): Marked {
  return new Marked({ gfm: true, async: false }).use({
    renderer: {
      heading(token) {
        const { id } = token as IdHeading;
        if (!id)
          throw new Error(
            `${file}: heading "${token.text}" is nested where it cannot be linked to`,
          );
        return `<h${token.depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      table(token) {
        const { caption = [], captionId = '' } = token as CaptionedTable;
        const align = (a: Tokens.TableCell['align']) => (a ? ` class="align-${a}"` : '');
        const head = token.header
          .map(
            (cell) =>
              `<th scope="col"${align(cell.align)}>${this.parser.parseInline(cell.tokens)}</th>`,
          )
          .join('');
        const body = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td${align(cell.align)}>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
          )
          .join('\n');
        // A region with a name and tabindex, so keyboard users can scroll a table wider than the screen.
        return (
          `<div class="table-scroll" role="region" aria-labelledby="${captionId}" tabindex="0">\n` +
          `<table>\n<caption id="${captionId}">${this.parser.parseInline(caption)}</caption>\n` +
          `<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>\n</div>\n`
        );
      },
      link(token) {
        const href = token.href.trim();
        // Our own pages stay root-relative (the client router follows them); the rest are web or mail links.
        const own = href.startsWith('/') && !href.startsWith('//');
        if (!own && !/^(https:\/\/|mailto:)/.test(href)) {
          throw new Error(
            `${file}: link "${href}" is neither one of our routes (/...), https:// nor mailto:`,
          );
        }
        const text = this.parser.parseInline(token.tokens);
        if (own || /</.test(text) || !/[@/]/.test(text)) return false; // marked's own rendering, href escaped
        // A written-out address may wrap before @ . / on a narrow screen instead of widening its table column.
        const breakable = text.replace(/^https:\/\//, '').replace(/[@./]/g, '<wbr>$&');
        const prefix = text.startsWith('https://') ? 'https://' : '';
        return `<a href="${escapeAttribute(href)}">${prefix}${breakable}</a>`;
      },
      html(token) {
        throw new Error(
          `${file}: raw HTML is not allowed in policy documents: ${token.text.trim()}`,
        );
      },
    },
  });
}

export function renderMarkdown(markdown: string, file: string): RenderedMarkdown {
  const marked = createMarked(file);
  const { tokens, toc } = prepare(marked.lexer(markdown), file);
  return { html: marked.parser(tokens), toc };
}
