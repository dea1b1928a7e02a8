// The blog's own words around the posts (list heading, card and post chrome), apart from the posts themselves,
// so the Hindi build can put blog-words.hi.ts in their place while the posts stay English (issue 21).
import { formatDateEnGb } from '../../shared/format.ts';
export const blogHeadings = {
  list: 'Our Blogs',
  intro:
    'Plain-language guides for salaried borrowers: how salary advances work, credit scores, documents, budgeting and staying safe from fake loan apps.',
  crumb: 'Blog',
  backToList: 'All blogs',
  latest: 'Latest Blogs',
  readMore: 'Read More',
  notFound: 'Blog not found',
} as const;

/** The list page's link to its next page (hidden on the last page; SPEC's /blogs only led back here: 0041). */
export const blogViewMore = 'View More Blogs';

export const blogChrome = {
  /** A post's date: 14/08/2025. */
  date: (isoDate: string) => formatDateEnGb(isoDate),
  articlesLabel: 'Articles',
  minutesToRead: (minutes: number) => `${minutes} min read`,
  /** Read by screen readers after "Read More". */
  about: (title: string) => ` about ${title}`,
  published: 'Published ',
  by: (author: string) => `By ${author}`,
  notFoundText: 'The article you are looking for does not exist or has moved.',
  featuredAlt:
    'A young professional reading money tips on a laptop at her desk, with article cards floating around her',
} as const;
