// What the pages' server-rendered HTML says, read straight from the server: checks that the e2e specs made by
// loading a page in Chromium only to read attributes, text and links from it (decision 0131 names each one's old
// place). The page hydrates from this same HTML (a mismatch would be a console error, which fails every e2e test
// that loads the page), and nothing on these pages is rendered differently by width; what a browser must do with
// the markup (lay it out, run it, follow it) stays in tests/e2e.
import t from 'tap';
import { startApp } from '../helpers/app.ts';
import { element, elements, hasClass, outer, tags, text } from '../helpers/html.ts';
import { site } from '../../shared/site.ts';
import { heroSlides } from '../../client/content/home.ts';

const { app } = await startApp(t, { RATE_LIMIT_DEFAULT: '1000' });

async function page(path: string, status = 200): Promise<string> {
  const res = await app.inject({ url: path });
  if (res.statusCode !== status) throw new Error(`${path} answered ${res.statusCode}`);
  return res.body;
}

/** The links of some markup, each with its text and target. */
const links = (html: string) =>
  elements(html, 'a').map((a) => ({ name: text(a.html).trim(), href: a.attrs.href }));

/** A region as a screen reader names it: the element labelled by the heading with that text. */
function region(html: string, name: string): string {
  const heading = tags(html, 'h2').find((h) => {
    const id = h.attrs.id;
    return id && text(element(html, 'h2', (a) => a.id === id).html).trim() === name;
  });
  if (!heading) throw new Error(`no heading ${name}`);
  const labelled = (a: Record<string, string>) => a['aria-labelledby'] === heading.attrs.id;
  const all = [...elements(html, 'section', labelled), ...elements(html, 'div', labelled)];
  if (all.length !== 1) throw new Error(`${all.length} regions are labelled ${name}`);
  return all[0]!.html;
}

// From tests/e2e/responsive.spec.ts.
t.test(
  'the footer shows the CIN, the RBI registration number and the contact details',
  async (t) => {
    const footer = element(await page('/about-us'), 'footer', () => true).html;
    const words = text(footer);
    t.match(words, `CIN ${site.cin}`);
    t.match(words, `RBI Certificate of Registration No. ${site.rbiRegistration}`);
    t.match(words, site.legalName);
    t.match(words, site.address.lines.join(', '));
    t.match(words, site.grievanceOfficer.name);
    t.match(words, site.grievanceOfficer.phone);
    const all = links(footer);
    t.same(
      all.filter((l) => l.name === site.phone).map((l) => l.href),
      [`tel:${site.phoneHref}`],
    );
    t.same(
      all.filter((l) => l.name === site.email).map((l) => l.href),
      [`mailto:${site.email}`],
    );
    t.same(
      all.filter((l) => l.name === site.grievanceOfficer.email).map((l) => l.href),
      [`mailto:${site.grievanceOfficer.email}`],
    );
  },
);

// From tests/e2e/home.spec.ts: what the server-rendered hero shows before any script runs.
t.test(
  'the first slide is the one level-one heading; one Apply Now to /apply-now and one Check Eligibility sit outside the slides',
  async (t) => {
    const html = await page('/');
    const h1s = elements(html, 'h1');
    t.equal(h1s.length, 1, 'one h1');
    t.equal(text(h1s[0]!.html), heroSlides[0]?.headline);
    const hero = element(html, 'div', (a) => a['aria-label'] === 'Highlights').html;
    t.ok(hero.includes(h1s[0]!.html), 'the h1 is the hero slide');
    const slides = elements(hero, 'div', (a) => a.role === 'group');
    t.equal(slides.length, 3);
    t.ok(slides[0]!.html.includes(h1s[0]!.html), 'in the first slide');
    for (const slide of slides)
      t.same(
        links(slide.html).filter((l) => /Apply Now/.test(l.name)),
        [],
        'no Apply Now in a slide',
      );
    const apply = links(hero).filter((l) => l.name === 'Apply Now');
    t.same(apply, [{ name: 'Apply Now', href: '/apply-now' }]);
    const eligibility = elements(hero, 'button').filter(
      (b) => text(b.html) === 'Check Eligibility',
    );
    t.equal(eligibility.length, 1, 'one Check Eligibility');
  },
);

// From tests/e2e/home.spec.ts: attributes of the hero's pictures (which file the browser fetches at which width
// stays a browser test where it is checked).
t.test(
  'the first hero picture loads eagerly with high priority and offers an 800 px file',
  async (t) => {
    const hero = element(await page('/'), 'div', (a) => a['aria-label'] === 'Highlights').html;
    const slide = (n: number) =>
      element(hero, 'div', (a) => a.role === 'group' && a['aria-label'] === `${n} of 3`).html;
    const [first] = tags(slide(1), 'img');
    t.equal(first?.attrs.fetchpriority, 'high');
    t.equal(first?.attrs.loading, 'eager');
    t.match(first?.attrs.srcset, /hero-1-800\.webp\?v=[\w-]+ 800w, .*hero-1\.webp\?v=[\w-]+ 1600w/);
    t.match(first?.attrs.sizes, /100vw/);
    t.equal(tags(slide(2), 'img')[0]?.attrs.loading, 'lazy');
  },
);

// From tests/e2e/home.spec.ts.
t.test(
  'Why Choose Us has 6 cards, How It Works 4 numbered 01 to 04, 4 easy steps, and Learn More leads to /about-us',
  async (t) => {
    const html = await page('/');
    t.equal(tags(region(html, 'Why Choose Us'), 'li').length, 6);
    const how = region(html, 'How It Works');
    t.equal(tags(how, 'li').length, 4);
    t.same(
      elements(how, 'span', (a) => hasClass(a, 'how-number')).map((s) => text(s.html)),
      ['01', '02', '03', '04'],
    );
    t.equal(tags(region(html, 'In Just 4 Easy Steps'), 'li').length, 4);
    t.same(
      links(html)
        .filter((l) => l.name.startsWith('Learn More'))
        .map((l) => l.href),
      ['/about-us'],
    );
  },
);

// From tests/e2e/home.spec.ts: the calculator's first state (typing and sliding from it are browser tests).
t.test(
  'the calculator starts at the worked example: ₹41,000 for 30 days at 1%, all-in',
  async (t) => {
    const calc = region(await page('/'), 'Personal Loan Calculator');
    const slider = (id: string) => element(calc, 'input', (a) => a.id === id && a.type === 'range');
    t.equal(slider('calc-amount').attrs.value, '41000');
    t.equal(slider('calc-days').attrs.value, '30');
    t.equal(slider('calc-rate').attrs.value, '1');
    const figure = (label: string) => {
      const found = elements(calc, 'div', (a) => hasClass(a, 'calc-figure')).filter((f) =>
        text(elements(f.html, 'dt')[0]?.html ?? '').startsWith(label),
      );
      if (found.length !== 1) throw new Error(`${found.length} figures are ${label}`);
      return text(elements(found[0]!.html, 'dd')[0]!.html);
    };
    t.equal(figure('Interest'), '₹12,300.00');
    t.equal(figure('Processing Fee'), '₹2,050.00');
    t.equal(figure('GST on Fee'), '₹369.00');
    t.equal(figure('Net Amount Credited'), '₹38,581.00');
    t.equal(figure('Total Repayable'), '₹53,300.00');
    t.equal(figure('APR'), '464.17%');
    t.same(
      links(calc)
        .filter((l) => l.name === 'Apply for Loan Now')
        .map((l) => l.href),
      ['/apply-now?amount=41000&days=30&rate=1'],
    );
  },
);

const posts = [
  { id: 1, title: 'How salary advance loans work', date: '05/08/2025' },
  { id: 2, title: 'Understanding your credit score (CIBIL)', date: '14/08/2025' },
  { id: 3, title: 'Documents you need for an instant personal loan', date: '26/08/2025' },
  { id: 4, title: 'Budgeting for month-end: the 50-30-20 rule', date: '16/09/2025' },
  { id: 5, title: 'How to spot fake loan apps (RBI Sachet)', date: '14/10/2025' },
  { id: 6, title: 'What the Key Fact Statement tells you (APR)', date: '06/11/2025' },
];

// From tests/e2e/blog.spec.ts.
t.test('every post renders its own page with the date in en-GB form', async (t) => {
  for (const post of posts) {
    const html = await page(`/blog/${post.id}`);
    t.same(
      elements(html, 'h1').map((h) => text(h.html)),
      [post.title],
    );
    const meta = element(html, 'p', (a) => hasClass(a, 'blog-post-meta')).html;
    t.equal(text(elements(meta, 'time')[0]?.html ?? ''), post.date, `/blog/${post.id}`);
  }
});

// From tests/e2e/blog.spec.ts, where it ran at 390 and 1366 px: no script renders these pages differently by width,
// so the markup is the same at both, and here every link is read, shown or not.
t.test(
  'View More Blogs never leads to the page it is on nor to /blogs, and /blogs ends on the list',
  async (t) => {
    for (const path of ['/blog', '/blog/1', '/blog?page=2']) {
      const html = await page(path);
      const here = new URL(path, 'http://x');
      const viewMore = elements(html, 'a').filter(
        (a) => /view more/i.test(text(a.html)) || /view more/i.test(a.attrs['aria-label'] ?? ''),
      );
      // All six posts fit the first page, so there is nothing more to view: the link is not offered.
      t.same(viewMore, [], `${path} offers no View More Blogs`);
      for (const a of viewMore) {
        const to = new URL(a.attrs.href ?? '', here);
        t.not(to.pathname + to.search, here.pathname + here.search);
        t.not(to.pathname, '/blogs');
      }
    }
    // A page past the end shows the posts rather than an empty grid.
    const past = await page('/blog?page=2');
    t.equal(tags(past, 'li').filter((li) => hasClass(li.attrs, 'blog-card')).length, 6);

    const direct = await app.inject({ url: '/blogs' });
    t.equal(direct.statusCode, 301);
    t.equal(direct.headers.location, '/blog');
    t.same(
      elements(await page('/blog'), 'h1').map((h) => text(h.html)),
      ['Our Blogs'],
    );
  },
);

// From tests/e2e/gallery.spec.ts.
t.test(
  'every gallery photo has alt text, a size and a WebP source, and those below the fold load lazily',
  async (t) => {
    const items = elements(await page('/gallery'), 'figure', (a) => hasClass(a, 'gallery-item'));
    const images = items.flatMap((item) => tags(item.html, 'img'));
    t.equal(images.length, 8);
    for (const img of images) {
      t.ok((img.attrs.alt ?? '').length > 20, `alt: ${img.attrs.alt}`);
      t.equal(img.attrs.width, '1600');
      t.equal(img.attrs.height, '1067');
      t.match(img.attrs.src, /\.webp\?v=[\w-]+$/);
    }
    t.equal(images[7]?.attrs.loading, 'lazy');
  },
);

// From tests/e2e/contact.spec.ts.
t.test(
  "the contact form's fields have SPEC's types, placeholders and a five-row message",
  async (t) => {
    const form = element(await page('/contact-us'), 'form', (a) =>
      hasClass(a, 'contact-form'),
    ).html;
    const field = (placeholder: string) => {
      const found = [...tags(form, 'input'), ...tags(form, 'textarea')].filter(
        (f) => f.attrs.placeholder === placeholder,
      );
      if (found.length !== 1) throw new Error(`${found.length} fields say ${placeholder}`);
      return found[0]!;
    };
    t.equal(field('Your Name').attrs.type, 'text');
    t.equal(field('Phone Number').attrs.type, 'tel');
    t.equal(field('Email Address').attrs.type, 'email');
    t.equal(field('Subject').attrs.type, 'text');
    t.equal(field('Your Message').name, 'textarea');
    t.equal(field('Your Message').attrs.rows, '5');
  },
);

// From tests/e2e/images.spec.ts, which loaded the six pages and read every <img> after hydration. The hydrated pages
// hold the same pictures with the same attributes as the server's HTML (compared for all six, 0131): the carousels'
// slides are the same components on both sides.
t.test(
  'every image has alt text (or is marked decorative), width and height, and a modern format',
  async (t) => {
    const problems: string[] = [];
    let seen = 0;
    for (const path of ['/', '/about-us', '/our-teame', '/contact-us', '/blog', '/blog/1']) {
      const html = await page(path);
      const hidden = tags(html, '[a-z][a-z0-9]*')
        .filter((tag) => tag.attrs['aria-hidden'] === 'true')
        .map((tag) => [tag.at, tag.at + outer(html, tag).length] as const);
      const images = tags(html, 'img');
      t.ok(images.length > 0, `${path} shows pictures`);
      seen += images.length;
      for (const [i, img] of images.entries()) {
        const where = `${path} img #${i + 1} (${img.attrs.src})`;
        const decorative =
          img.attrs.role === 'presentation' ||
          img.attrs.role === 'none' ||
          hidden.some(([from, to]) => img.at >= from && img.at < to);
        const alt = img.attrs.alt;
        if (alt === undefined) problems.push(`${where}: no alt attribute`);
        else if (alt.trim() === '' && !decorative)
          problems.push(`${where}: empty alt but not hidden from assistive technology`);
        for (const name of ['width', 'height'])
          if (!/^[1-9]\d*$/.test(img.attrs[name] ?? ''))
            problems.push(`${where}: ${name} is ${img.attrs[name]}`);
        const urls = [
          img.attrs.src ?? '',
          ...(img.attrs.srcset ?? '')
            .split(',')
            .map((c) => c.trim().split(/\s+/)[0] ?? '')
            .filter(Boolean),
        ];
        for (const url of urls) {
          // Versioned URLs carry ?v=<hash>: the format is the path's extension, before the query.
          if (!/\.(webp|avif|svg)$/i.test(new URL(url, 'http://x').pathname))
            problems.push(`${where}: ${url} is not WebP, AVIF or SVG`);
        }
      }
    }
    t.same(problems, []);
    t.ok(seen > 30, `${seen} pictures seen`);
  },
);
