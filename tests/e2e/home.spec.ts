// The home page in the browser. What only reads its server-rendered HTML (the hero's one h1 and its links, the
// first picture's loading attributes, the sections' cards, the calculator's first figures) is in
// tests/api/page-html.test.ts (0131); the tests here act on the page, time it or measure its layout.
import type { Locator, Page } from '@playwright/test';
import { test, expect, hydrated, requestsTo } from './fixtures.ts';
import { expectNoAxeViolationsAtWidths } from './axe.ts';
import { stopClock, stopClockAtFreshStep } from './clock.ts';
import { eligibility, features, heroSlides } from '../../client/content/home.ts';

const headline = (i: number) => heroSlides[i]?.headline ?? '';

/** Opens the home page with a fake clock that runs until the test stops it. */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
}

/** The slide the hero shows, by its dot. */
async function shownSlide(page: Page): Promise<number> {
  const label = await hero(page).locator('[aria-current="true"]').getAttribute('aria-label');
  return Number(/Show slide (\d)/.exec(label ?? '')?.[1]) - 1;
}

function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Highlights' });
}

/**
 * Waits for the hero's load fade-in to end (hero-in: its copy and its button row, 1 s of CSS animation from the
 * first paint, which runs on the real clock, not the test's): until then the copy is still fading and moving.
 */
async function heroFadedIn(page: Page) {
  await expect
    .poll(() =>
      hero(page).evaluate((root) =>
        root
          .getAnimations({ subtree: true })
          .filter((a) => a instanceof CSSAnimation && a.animationName === 'hero-in')
          .every((a) => a.playState === 'finished'),
      ),
    )
    .toBe(true);
}

test.describe('hero carousel', () => {
  test('shows a new slide every 3000 ms and wraps from the third back to the first', async ({
    page,
  }) => {
    await openWithClock(page);
    await stopClockAtFreshStep(page, hero(page));
    const heading = hero(page).getByRole('heading');
    const first = await shownSlide(page);
    await expect(heading).toHaveText(headline(first));

    await page.clock.runFor(2900);
    await expect(heading).toHaveText(headline(first));
    // Three steps of 3000 ms: one of them goes from the third slide back to the first.
    for (const step of [1, 2, 3]) {
      await page.clock.runFor(step === 1 ? 100 : 3000);
      await expect(heading).toHaveText(headline((first + step) % 3));
    }
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    await openWithClock(page);
    await hero(page).getByRole('heading').hover();
    await expect(hero(page)).toHaveAttribute('data-autoplay', 'paused');
    const shown = await shownSlide(page);
    await page.clock.runFor(7000);
    await expect(hero(page).getByRole('heading')).toHaveText(headline(shown));
  });

  test('pauses while it holds keyboard focus, and Pause stops it until Play', async ({ page }) => {
    await openWithClock(page);
    const pause = hero(page).getByRole('button', { name: 'Pause slides' });
    await pause.focus();
    await expect(hero(page)).toHaveAttribute('data-autoplay', 'paused');
    const shown = await shownSlide(page);
    await page.clock.runFor(7000);
    await expect(hero(page).getByRole('heading')).toHaveText(headline(shown));
    await page.keyboard.press('Enter');
    await expect(hero(page)).toHaveAttribute('data-autoplay', 'stopped');
    await page.getByRole('link', { name: 'About Us' }).first().focus(); // focus leaves the carousel
    await page.clock.runFor(7000);
    await expect(hero(page).getByRole('heading')).toHaveText(headline(shown));
    await hero(page).getByRole('button', { name: 'Play slides' }).click();
    await page.mouse.move(0, 0);
    await expect(hero(page)).toHaveAttribute('data-autoplay', /playing|paused/);
  });

  test('previous, next and the dots move between slides, and the arrow keys too', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const heading = hero(page).getByRole('heading');
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(heading).toHaveText(headline(1));
    await hero(page).getByRole('button', { name: 'Show slide 3 of 3' }).click();
    await expect(heading).toHaveText(headline(2));
    await expect(hero(page).getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(heading).toHaveText(headline(1));
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(heading).toHaveText(headline(2)); // wraps backwards too
  });

  test('with reduced motion it never moves on its own and offers no Pause button', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page);
    await expect(hero(page)).toHaveAttribute('data-autoplay', 'off');
    await expect(hero(page).getByRole('button', { name: 'Pause slides' })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(hero(page).getByRole('heading')).toHaveText(headline(0));
  });

  // Swiper's script arrives after the page's; its styles must not, or the slides stand one under another until
  // it does and the whole hero jumps when they arrive (a 0.84 layout shift on a slow phone).
  test('before any script runs, the hero is laid out as the live carousel: as tall, one slide wide, the controls below it', async ({
    browser,
    page,
  }) => {
    const box = async (p: Page) => {
      const region = (await hero(p).boundingBox())!;
      const slides = (await hero(p).locator('.swiper').boundingBox())!;
      const pause = (await hero(p)
        .getByRole('button', { name: /Pause|Play/ })
        .boundingBox())!;
      return {
        height: Math.round(region.height),
        slides: Math.round(slides.height),
        pauseBelow: pause.y >= slides.y + slides.height,
      };
    };
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const still = await context.newPage();
    await still.goto('/');
    const before = await box(still);
    await context.close();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    const live = await box(page);
    expect(before.pauseBelow).toBe(true);
    expect(Math.abs(before.height - live.height)).toBeLessThanOrEqual(2);
    expect(Math.abs(before.slides - live.slides)).toBeLessThanOrEqual(2);
  });
});

/**
 * Holds every CSS transition the hero starts from now on at its first frame (a mutation observer pauses them as
 * soon as Swiper changes a slide's classes or style), so a test can set them to any instant of the change.
 */
async function holdHeroTransitions(page: Page) {
  await hero(page).evaluate((root) => {
    const held = new Set<Animation>();
    (window as unknown as { heldTransitions: Set<Animation> }).heldTransitions = held;
    new MutationObserver(() => {
      for (const a of root.getAnimations({ subtree: true }))
        if (a instanceof CSSTransition) {
          a.pause();
          held.add(a);
        }
    }).observe(root, { subtree: true, attributes: true });
  });
}

/** Sets the held transitions to `at` ms and reads how opaque each slide's headline is on screen. */
const headlineOpacities = (page: Page, at: number) =>
  hero(page).evaluate((root, at) => {
    const held = (window as unknown as { heldTransitions: Set<Animation> }).heldTransitions;
    for (const a of held) a.currentTime = at;
    return [...root.querySelectorAll('.hero-title')].map((title) => {
      let opacity = 1;
      for (let el: Element | null = title; el && el !== root; el = el.parentElement)
        opacity *= Number(getComputedStyle(el).opacity);
      return opacity;
    });
  }, at);

for (const width of [390, 1366]) {
  test.describe(`hero slide change at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('two headlines are never visible at once while the slides cross-fade', async ({
      page,
    }) => {
      await openWithClock(page);
      await heroFadedIn(page); // the old headline's opacity is read below: the fade-in must not be part of it
      await stopClockAtFreshStep(page, hero(page));
      const from = await shownSlide(page);
      await holdHeroTransitions(page);
      await page.clock.runFor(3000);
      const to = (from + 1) % 3;
      await expect.poll(() => shownSlide(page)).toBe(to);
      const held = await page.evaluate(
        () => (window as unknown as { heldTransitions: Set<Animation> }).heldTransitions.size,
      );
      expect(held, 'the change is animated').toBeGreaterThan(0);
      for (let at = 0; at <= 1000; at += 50) {
        const shown = await headlineOpacities(page, at);
        expect(
          shown.filter((o) => o > 0).length,
          `headlines visible ${at} ms into the change: ${shown.join(', ')}`,
        ).toBeLessThanOrEqual(1);
        if (at === 0) expect(shown[from], 'the old headline shows at the start').toBe(1);
        if (at >= 900) expect(shown[to], 'the new headline shows at the end').toBe(1);
      }
    });

    test("Apply Now stays in the same place on every slide, below every slide's text", async ({
      page,
    }) => {
      await openWithClock(page);
      const apply = hero(page).getByRole('link', { name: 'Apply Now' });
      await heroFadedIn(page); // it moves the button row up by 18 px
      await stopClockAtFreshStep(page, hero(page));
      const boxes: string[] = [];
      for (let i = 0; i < 3; i++) {
        const shown = await shownSlide(page);
        const box = await apply.boundingBox();
        expect(box).not.toBeNull();
        boxes.push(JSON.stringify(box));
        await expect(hero(page).getByRole('heading')).toHaveText(headline(shown));
        // Every slide's text (measured whether shown or not) ends above the button row.
        const bottoms = await hero(page)
          .locator('.hero-text')
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
        for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(box!.y);
        await page.clock.runFor(3000);
        await expect.poll(() => shownSlide(page)).toBe((shown + 1) % 3);
      }
      expect(new Set(boxes).size, boxes.join(' ')).toBe(1);
    });
  });
}

test.describe('hero fade-in', () => {
  /** The hero copy's opacity at a point of its fade-in, read from the animation held at that point. */
  const opacityAt = (page: Page, ms: number) =>
    hero(page)
      .locator('.hero-copy')
      .first()
      .evaluate((el, at) => {
        const fade = el
          .getAnimations()
          .find((a) => (a as CSSAnimation).animationName === 'hero-in');
        if (!fade) return null;
        fade.pause();
        fade.currentTime = at;
        return Number(getComputedStyle(el).opacity);
      }, ms);

  test('the hero content fades in over 900 ms, starting 100 ms after load', async ({ page }) => {
    await page.goto('/');
    const copy = hero(page).locator('.hero-copy').first();
    await expect(copy).toHaveCSS('animation-name', 'hero-in');
    await expect(copy).toHaveCSS('animation-delay', '0.1s');
    await expect(copy).toHaveCSS('animation-duration', '0.9s');
    expect(await opacityAt(page, 0), 'hidden at load').toBe(0);
    expect(await opacityAt(page, 90), 'still hidden just before 100 ms').toBe(0);
    const midway = await opacityAt(page, 550);
    expect(midway, 'part-way through').toBeGreaterThan(0);
    expect(midway).toBeLessThan(1);
    expect(await opacityAt(page, 1000), 'fully shown at the end').toBe(1);
  });

  test('with reduced motion the hero content is simply there', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const copy = hero(page).locator('.hero-copy').first();
    await expect(copy).toHaveCSS('animation-name', 'none');
    await expect(copy).toHaveCSS('opacity', '1');
    expect(await opacityAt(page, 0)).toBeNull();
  });
});

test('Check Eligibility scrolls to Who is Eligible? and moves focus there', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const target = page.getByRole('heading', { name: eligibility.heading });
  await expect(target).not.toBeInViewport();
  await hero(page).getByRole('button', { name: 'Check Eligibility' }).click();
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  const section = page.getByRole('region', { name: eligibility.heading });
  for (const item of eligibility.items)
    await expect(section.getByRole('heading', { name: item.title })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(4);
});

test("the sections come from the server's page on a first visit, and from their own chunk when / is reached by a link (decision 0124)", async ({
  page,
}) => {
  const sectionChunks = requestsTo(page, /\/HomeSections-[^/]*\.js$/);
  await page.goto('/');
  // A link followed before hydration loads a new document, as it should: this is about the hydrated page's links.
  await hydrated(page);
  await expect(
    page.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem'),
  ).toHaveCount(6);
  // Learn More, in the read-back HTML, still navigates in the app: no second document is loaded.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(sectionChunks).toEqual([]);

  // Back on / by a link: the whole page again, its sections now built by React from their chunk.
  await page.locator('header').getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem'),
  ).toHaveCount(6);
  await expect(
    page.getByRole('region', { name: 'In Just 4 Easy Steps' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Who is Eligible?' })).toBeVisible();
  expect(sectionChunks).toHaveLength(1);
});

test.describe('sections', () => {
  test('Personal Loan Features holds the five features, 4 in view at 1366 px and 1.2 at 390 px', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // hold it still to count
    await page.goto('/');
    // Reduced motion re-renders the page as it hydrates. The band, below the fold and not yet set up (0134), keeps
    // the server's slides through that; near the window it becomes the live carousel, which is measured.
    await hydrated(page);
    const carousel = page.getByRole('region', { name: 'Personal Loan Features' });
    await expect(carousel).not.toHaveAttribute('data-ready');
    await expect(carousel.getByRole('group')).toHaveCount(5);
    for (const f of features)
      await expect(carousel.getByRole('heading', { name: f.title })).toHaveCount(1);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    await expect(carousel.getByRole('group')).toHaveCount(5);
    await expect.poll(() => slidesInView(carousel)).toBe(4);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => slidesInView(carousel)).toBe(1.2);
  });
});

test('the features band glides on its own, stops where it is under the pointer, and glides on after', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Personal Loan Features' });
  const wrapper = carousel.locator('.swiper-wrapper');
  const position = () =>
    wrapper.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
  const start = await position();
  await expect.poll(position).not.toBe(start);

  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
  await expect(wrapper).toHaveCSS('transition-duration', '0s');
  const held = await position();
  expect(await position()).toBe(held);

  await page.mouse.move(1, 1);
  await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
  await expect.poll(position).not.toBe(held);
});

/** How many slides the carousel's window shows, counting a partly shown one by the fraction visible. */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.locator('.swiper').evaluate((el) => {
    const frame = el.getBoundingClientRect();
    let shown = 0;
    for (const slide of el.querySelectorAll('.swiper-slide')) {
      const r = slide.getBoundingClientRect();
      const visible = Math.max(0, Math.min(r.right, frame.right) - Math.max(r.left, frame.left));
      shown += visible / r.width;
    }
    return Math.round(shown * 10) / 10;
  });
}

/**
 * The calculator's code comes when the calculator nears the window (decision 0140): scroll to it, as a visitor
 * does, and wait until it is live.
 */
async function calculatorLive(page: Page) {
  await hydrated(page);
  const calculator = page.locator('.calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator).toHaveAttribute('data-ready', 'true');
}

test("the server's calculator is styled before its code comes: a finger's room around every slider (issue 47)", async ({
  page,
}) => {
  // Lighthouse's emulated phone (412 px) without scrolling: the calculator's code has not been asked for.
  await page.setViewportSize({ width: 412, height: 823 });
  const code = requestsTo(page, /\/LoanCalculator-[^/]*\.js$/);
  await page.goto('/');
  await hydrated(page);
  expect(code, 'the calculator is far below the first screen').toEqual([]);
  for (const slider of await page.locator('.calculator .calc-range').all()) {
    const box = (await slider.boundingBox())!;
    // WCAG 2.5.8's 24 px: unstyled, a range input was 129 x 16 px, 11 px under its number field.
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThan(300);
  }
});

test.describe('Personal Loan Calculator', () => {
  const figure = (page: Page, label: string) =>
    page
      .getByRole('region', { name: 'Personal Loan Calculator' })
      .locator('.calc-figure')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}`) }) })
      .locator('dd');

  test('₹50,000 for 20 days at 0.5% a day: ₹5,000.00 interest and ₹55,000.00 to repay', async ({
    page,
  }) => {
    await page.goto('/');
    await calculatorLive(page);
    const calc = page.getByRole('region', { name: 'Personal Loan Calculator' });
    await calc.getByRole('spinbutton', { name: 'Loan Amount in rupees' }).fill('50000');
    const days = calc.getByRole('slider', { name: 'Tenure' });
    await days.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    const rate = calc.getByRole('slider', { name: 'Interest Rate' });
    await rate.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');

    await expect(calc.getByRole('slider', { name: 'Loan Amount' })).toHaveValue('50000');
    await expect(days).toHaveAttribute('aria-valuetext', '20 days');
    await expect(rate).toHaveAttribute('aria-valuetext', '0.5%');
    await expect(calc.getByRole('spinbutton', { name: 'Tenure in days' })).toHaveValue('20');
    await expect(
      calc.getByRole('spinbutton', { name: 'Interest Rate in percent per day' }),
    ).toHaveValue('0.5');
    await expect(figure(page, 'Interest')).toHaveText('₹5,000.00');
    await expect(figure(page, 'Net Amount Credited')).toHaveText('₹47,050.00');
    await expect(figure(page, 'Total Repayable')).toHaveText('₹55,000.00');
  });

  test('the sliders end at the product maxima: ₹1,00,000, 45 days and 1%, grouped the Indian way', async ({
    page,
  }) => {
    await page.goto('/');
    await calculatorLive(page);
    const calc = page.getByRole('region', { name: 'Personal Loan Calculator' });
    for (const name of ['Loan Amount', 'Tenure', 'Interest Rate']) {
      await calc.getByRole('slider', { name }).focus();
      await page.keyboard.press('End');
    }
    await expect(calc.getByRole('slider', { name: 'Loan Amount' })).toHaveAttribute(
      'aria-valuetext',
      '₹1,00,000',
    );
    await expect(figure(page, 'Loan Amount')).toHaveText('₹1,00,000');
    await expect(figure(page, 'Interest')).toHaveText('₹45,000.00');
    await expect(figure(page, 'Total Repayable')).toHaveText('₹1,45,000.00');
  });

  /** A figure's shown amount in rupees. */
  const rupees = async (page: Page, label: string) =>
    Number((await figure(page, label).textContent())?.replace(/[^\d.]/g, ''));

  test('a figure shows its new value at once: a regulated figure never passes through other values', async ({
    page,
  }) => {
    // Issue 45: the calculator's figures are the Key Fact Statement's, so none tweens through amounts no loan has.
    await page.clock.install();
    await page.goto('/');
    await calculatorLive(page);
    await stopClock(page);
    const calc = page.getByRole('region', { name: 'Personal Loan Calculator' });
    await calc.getByRole('slider', { name: 'Loan Amount' }).focus();
    await page.keyboard.press('End');
    await expect(figure(page, 'Loan Amount')).toHaveAttribute('data-value', '100000');
    await expect(figure(page, 'Loan Amount')).toHaveText('₹1,00,000'); // no time has passed
    await expect(figure(page, 'Total Repayable')).toHaveText('₹1,30,000.00');
    await page.clock.runFor(150);
    expect(await rupees(page, 'Loan Amount')).toBe(100_000);
  });

  test('with reduced motion a figure jumps straight to its new value', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await calculatorLive(page);
    await stopClock(page);
    const calc = page.getByRole('region', { name: 'Personal Loan Calculator' });
    await calc.getByRole('slider', { name: 'Loan Amount' }).focus();
    await page.keyboard.press('End');
    await expect(figure(page, 'Loan Amount')).toHaveText('₹1,00,000');
  });

  test('a typed amount outside the bounds or off the step snaps when the field is left', async ({
    page,
  }) => {
    await page.goto('/');
    await calculatorLive(page);
    const calc = page.getByRole('region', { name: 'Personal Loan Calculator' });
    const amount = calc.getByRole('spinbutton', { name: 'Loan Amount in rupees' });
    await amount.fill('250');
    await amount.blur();
    await expect(amount).toHaveValue('1500');
    await expect(figure(page, 'Interest')).toHaveText('₹450.00');
    await amount.fill('12345');
    await amount.press('Enter');
    await expect(amount).toHaveValue('12500');
    await expect(calc.getByRole('slider', { name: 'Loan Amount' })).toHaveValue('12500');
  });
});

test('the entry chunk does not contain Swiper and starts after the styles and the hero picture; the home page loads Swiper with its own chunks', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await hydrated(page);
  const entry = await page.locator('script#boot').getAttribute('data-entry');
  expect(entry).toMatch(/^\/static\/entry-client-[\w-]+\.js$/);
  const entryCode = await (await request.get(entry as string)).text();
  expect(entryCode).not.toMatch(/swiper/i);
  expect(scripts.some((url) => /Carousel-[\w-]+\.js$/.test(url))).toBe(true);

  // Decision 0135: the boot script asks for the entry once the page can paint, after the stylesheets the page
  // links have arrived and after the hero picture was asked for, which then has the connection to itself.
  const html = await (await request.get('/')).text();
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  expect(linked.length).toBeGreaterThan(0);
  const order = await page.evaluate((styles) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (re: RegExp) => resources.filter((r) => re.test(r.name));
    const linkedStyles = resources.filter((r) => styles.includes(new URL(r.name).pathname));
    return {
      entryStart: find(/\/entry-client-[\w-]+\.js$/)[0]?.startTime ?? -1,
      stylesSeen: linkedStyles.length,
      stylesLoaded: Math.max(...linkedStyles.map((r) => r.responseEnd)),
      heroStart: find(/\/hero-1(-800)?\.webp/)[0]?.startTime ?? Infinity,
    };
  }, linked);
  expect(order.stylesSeen).toBe(linked.length);
  expect(order.entryStart).toBeGreaterThan(order.stylesLoaded);
  expect(order.entryStart).toBeGreaterThan(order.heroStart);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true }); // axe-core is injected as an inline script, which our CSP rightly refuses

  // One load, audited at 390 px, then resized to 1366 px and audited again.
  test('the home page has no accessibility violations at 390 and 1366 px', async ({ page }) => {
    await expectNoAxeViolationsAtWidths(page, async () => {
      await page.goto('/');
      await hydrated(page);
    });
  });
});
