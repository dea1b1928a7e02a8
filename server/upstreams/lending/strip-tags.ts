// Turns an upstream Message that may carry HTML into plain text for display and logs.

const DROPPED_WITH_CONTENT =
  /<(script|style|template|noscript|iframe|object|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|tr|td|th|table|thead|tbody|h[1-6]|section|article|header|footer|blockquote|pre)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-zA-Z][^>]*>/g;
const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  bull: '\u2022',
};

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X'
        ? parseInt(body.slice(2), 16)
        : parseInt(body.slice(1), 10);
    if (
      !Number.isFinite(code) ||
      code <= 0 ||
      code > 0x10ffff ||
      (code >= 0xd800 && code <= 0xdfff)
    )
      return match;
    return String.fromCodePoint(code);
  }
  return NAMED[body.toLowerCase()] ?? match;
}

/** Removes tags (and the content of script-like ones), decodes common entities, collapses whitespace. */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  return String(html)
    .replace(DROPPED_WITH_CONTENT, ' ')
    .replace(COMMENT, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
