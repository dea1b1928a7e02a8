// The shape of a legal or policy document once compiled from its Markdown at build time (scripts/policies).

/** What the footer needs, on the server (import x.md?title). */
export interface PolicyName {
  /** The file name without .md, which is also the route: /{slug}. */
  slug: string;
  title: string;
}

/** What the page's head needs (import x.md?meta, server side): read from the document's front matter. */
export interface PolicySummary extends PolicyName {
  description: string;
  /** Date of the last revision, YYYY-MM-DD. */
  updated: string;
  /** The document's version ("2.0"); a consent record cites it. */
  version: string;
  /** The date this version took effect, YYYY-MM-DD. */
  effective: string;
}

/** A section heading the table of contents links to. */
export interface PolicyTocEntry {
  /** The heading's element id, stable while its text is unchanged. */
  id: string;
  text: string;
  /** 2 for a numbered section (##), 3 for a sub-section (###). */
  level: 2 | 3;
}

/** A document without its body: what importing x.md gives at once (the body is a chunk of its own). */
export interface PolicyFrame extends PolicySummary {
  /** The language the document is written in: 'en' for x.md, 'hi' for its Hindi version x.hi.md. A Hindi page
   * showing an 'en' document (one not translated) says so in a one-line note. */
  locale: 'en' | 'hi';
  toc: PolicyTocEntry[];
}

/** What x.md exports: the frame and a loader of the body (x.md?body), decision 0119. */
export interface PolicyModule extends PolicyFrame {
  body(): Promise<string>;
}

/** The whole document, as a page renders it. */
export interface PolicyDocument extends PolicyFrame {
  /** The body as HTML, rendered from our own Markdown at build time. */
  html: string;
}
