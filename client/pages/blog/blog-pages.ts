// Splitting the blog list into pages of the SPEC's six cards, so 'View More Blogs' always leads to posts not yet
// shown (the next page) and disappears once every post is on screen.

/** SPEC: the list is a grid of 6 cards. */
export const BLOG_PAGE_SIZE = 6;

export interface BlogPage<T> {
  /** 1-based page number actually shown (an out-of-range request shows the nearest real page). */
  page: number;
  posts: readonly T[];
  /** The address of the next page, or null when this page shows the last posts. */
  next: string | null;
}

/** Reads ?page=N leniently: anything that is not a positive whole number means the first page. */
export function pageNumber(raw: string | null): number {
  const n = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, n);
}

export function blogPage<T>(
  all: readonly T[],
  requested: number,
  size = BLOG_PAGE_SIZE,
): BlogPage<T> {
  const last = Math.max(1, Math.ceil(all.length / size));
  const page = Math.min(Math.max(1, requested), last);
  return {
    page,
    posts: all.slice((page - 1) * size, page * size),
    next: page < last ? `/blog?page=${page + 1}` : null,
  };
}
