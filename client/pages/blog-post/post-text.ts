// The posts' text (content/blog-bodies.ts) is a chunk of its own (decision 0119): the first blog post page a browser
// opens shows the text the server rendered (BlogBody marks it with the post's id) and never downloads it; a later
// navigation to a post loads the text with the page, or, arriving at another post, suspends until it is there.
import { use } from 'react';
import type { BlogSection } from '../../content/types.ts';
import { readBack } from '../../read-back.ts';

/** The element a server-rendered post's text is in, found by its post id (or any post's, without one). */
const renderedSelector = (id?: number) =>
  id === undefined ? '.blog-body[data-post]' : `.blog-body[data-post="${id}"]`;

const bodies = readBack(() => import('../../content/blog-bodies.ts'), renderedSelector());

/** Before the page renders: the text, unless this page already shows it (the browser's first page). */
export const loadPostText = bodies.loadUnlessShown;

/** Post `id`'s sections, or the HTML the server rendered for it into this page. */
export function usePostText(id: number): { sections: readonly BlogSection[] } | { html: string } {
  const html = bodies.readBack(() => document.querySelector(renderedSelector(id))?.innerHTML);
  if (html !== undefined) return { html };
  return { sections: (bodies.current() ?? use(bodies.load())).blogBodies[id] ?? [] };
}
