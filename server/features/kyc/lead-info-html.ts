// The allow-list the getLeadInfo HTML passes through before the PAN page shows it.
import sanitizeHtml from 'sanitize-html';

const CELL_SPAN = /^[1-9]\d{0,2}$/;

function keepNumericSpans(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name];
    if (value !== undefined && CELL_SPAN.test(value)) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'h3',
    'h4',
    'h5',
    'a',
  ],
  allowedAttributes: {
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    a: ['href', 'rel', 'target'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Disallowed tags normally keep their text; these lose their content as well.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href
        ? { tagName, attribs: { href: attribs.href, rel: 'noopener noreferrer', target: '_blank' } }
        : { tagName: 'span', attribs: {} },
    td: keepNumericSpans,
    th: keepNumericSpans,
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** Sanitizes upstream HTML to a small inert subset: text formatting, lists, tables and http(s) links. */
export function sanitizeLeadInfoHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(String(html), options).trim();
}
