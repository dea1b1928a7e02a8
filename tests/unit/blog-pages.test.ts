import t from 'tap';
import { blogPage, pageNumber } from '../../client/pages/blog/blog-pages.ts';

const posts = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

t.test('six posts fit one page: no next page, so View More Blogs is hidden', async (t) => {
  const p = blogPage(posts(6), 1);
  t.same(p.posts, [1, 2, 3, 4, 5, 6]);
  t.equal(p.next, null);
});

t.test(
  'a seventh post makes page 1 lead to page 2, which shows it and leads nowhere',
  async (t) => {
    const first = blogPage(posts(7), 1);
    t.equal(first.posts.length, 6);
    t.equal(first.next, '/blog?page=2');
    const second = blogPage(posts(7), 2);
    t.same(second.posts, [7]);
    t.equal(second.next, null);
  },
);

t.test('a page past the end shows the last page; page 0 or below shows the first', async (t) => {
  t.equal(blogPage(posts(13), 9).page, 3);
  t.same(blogPage(posts(13), 9).posts, [13]);
  t.equal(blogPage(posts(13), 0).page, 1);
  t.equal(blogPage(posts(0), 1).next, null);
});

t.test('the next page is never the page itself', async (t) => {
  for (let n = 0; n <= 20; n++)
    for (let p = 1; p <= 5; p++) {
      const page = blogPage(posts(n), p);
      if (page.next) t.not(page.next, `/blog?page=${page.page}`);
    }
});

t.test('?page= is read leniently', async (t) => {
  t.equal(pageNumber(null), 1);
  t.equal(pageNumber('2'), 2);
  t.equal(pageNumber('abc'), 1);
  t.equal(pageNumber('-3'), 1);
  t.equal(pageNumber('0'), 1);
  t.equal(pageNumber('99999999'), 1);
});
