// The blog in the browser. What only reads the server's HTML is in tap (0131): every post's own page and date, and
// View More Blogs, in tests/api/page-html.test.ts; the BlogPosting and its breadcrumb in structured-data.test.ts.
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';

const posts = [
  { id: 1, title: 'How salary advance loans work', date: '05/08/2025', author: 'Neha Agarwal' },
  { id: 2, title: 'Understanding your credit score (CIBIL)', date: '14/08/2025' },
  { id: 3, title: 'Documents you need for an instant personal loan', date: '26/08/2025' },
  { id: 4, title: 'Budgeting for month-end: the 50-30-20 rule', date: '16/09/2025' },
  { id: 5, title: 'How to spot fake loan apps (RBI Sachet)', date: '14/10/2025' },
  { id: 6, title: 'What the Key Fact Statement tells you (APR)', date: '06/11/2025' },
];

async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

const cards = (page: Page) => page.locator('.blog-card');

test('Our Blogs shows the featured image and 6 cards, each with a Read More link to its post', async ({
  page,
}) => {
  await visit(page, '/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Blogs');
  await expect(page.locator('.blog-hero-image')).toHaveAttribute('alt', /.+/);
  await expect(cards(page)).toHaveCount(6);
  for (const [i, post] of posts.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.locator('p.blog-card-text')).not.toBeEmpty();
    await expect(card.locator('img')).toHaveAttribute('src', /-600\.webp\?v=[\w-]+$/);
    await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
    const readMore = card.getByRole('link', { name: `Read More about ${post.title}` });
    await expect(readMore).toHaveAttribute('href', `/blog/${post.id}`);
    await expect(readMore).toContainText('Read More');
  }
});

test('cards rise into view as they are scrolled to, each 100 ms after the one before', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/blog');
  const last = cards(page).nth(5);
  await expect(last).toHaveAttribute('data-revealed', 'false');
  await expect(last).toHaveCSS('opacity', '0');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-revealed', 'true');
  await expect(last).toHaveCSS('opacity', '1');
  const delays = await cards(page).evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).style.transitionDelay),
  );
  expect(delays).toEqual(['', '100ms', '200ms', '300ms', '400ms', '500ms']);
});

test('with reduced motion the cards are shown without waiting to be scrolled to', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/blog');
  await expect(cards(page).nth(5)).toHaveAttribute('data-revealed', 'false');
  await expect(cards(page).nth(5)).toHaveCSS('opacity', '1');
});

test('Read More opens the post with its title, en-GB date, author, body and Latest Blogs', async ({
  page,
}) => {
  await visit(page, '/blog');
  await page.getByRole('link', { name: `Read More about ${posts[0]!.title}` }).click();
  await expect(page).toHaveURL(/\/blog\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title);
  await expect(page).toHaveTitle(`${posts[0]!.title} | Rupeeflow`);
  await expect(page.locator('.blog-post-meta time')).toHaveText('05/08/2025');
  await expect(page.locator('.blog-post-meta time')).toHaveAttribute('datetime', '2025-08-05');
  await expect(page.locator('.blog-post-meta')).toContainText('By Neha Agarwal');
  await expect(page.locator('.blog-article-image')).toHaveAttribute('alt', /.+/);
  await expect(page.getByRole('heading', { name: 'How the cost is calculated' })).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Latest Blogs' });
  const links = sidebar.getByRole('link');
  await expect(links).toHaveCount(5);
  // The other posts, newest first, each with its en-GB date.
  const others = posts.slice(1).reverse();
  for (const [i, post] of others.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/blog/${post.id}`);
    await expect(links.nth(i)).toContainText(post.title);
    await expect(links.nth(i)).toContainText(post.date);
  }

  await links.nth(0).click();
  await expect(page).toHaveURL(/\/blog\/6$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[5]!.title);
  await expect(sidebar.getByRole('link', { name: new RegExp(posts[0]!.title) })).toBeVisible();
});

// The first post a visitor opens shows the text the server rendered (never downloaded again); a post reached from
// it in the app loads its own text (decision 0119).
test('a post opened first shows its text, and a post reached from its Latest Blogs shows its own', async ({
  page,
}) => {
  await visit(page, '/blog/1');
  await expect(page.getByRole('heading', { name: 'How the cost is calculated' })).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Latest Blogs' })
    .getByRole('link', { name: posts[5]!.title })
    .click();
  await expect(page).toHaveURL(/\/blog\/6$/);
  await expect(page.getByRole('heading', { name: 'APR: the number to compare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the cost is calculated' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'How the cost is calculated' })).toBeVisible();
});

test('an unknown blog id shows Blog not found with HTTP status 404', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const response = await visit(page, '/blog/999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog not found');
  await expect(page).toHaveTitle('Blog not found | Rupeeflow');
  await page.getByRole('link', { name: 'Our Blogs' }).last().click();
  await expect(page).toHaveURL(/\/blog$/);
});

for (const path of ['/blog', '/blog/1', '/blog/999']) {
  test(`${path} has no accessibility violations`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await visit(page, path);
    // Bring every card into view so axe sees them as a visitor would.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await expectNoAxeViolations(page);
  });
}
