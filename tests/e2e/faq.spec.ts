// The FAQ in the browser: its order, the accordion by mouse and keyboard, axe. The FAQPage structured data is read
// from the server's HTML by tests/api/structured-data.test.ts (0131).
import { test, expect, hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { faqQuestions } from '../helpers/faq-questions.ts';

async function openFaq(page: Page) {
  await page.goto('/faqs');
  await hydrated(page);
}

const question = (page: Page, i: number) => page.getByRole('button', { name: faqQuestions[i] });
const answer = (page: Page, i: number) => page.getByRole('region', { name: faqQuestions[i] });

test('the questions are listed in order with only the first one open', async ({ page }) => {
  await openFaq(page);
  await expect(page.locator('.accordion-trigger')).toHaveText(faqQuestions);
  await expect(question(page, 0)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, 0)).toBeVisible();
  await expect(answer(page, 0)).toContainText('short-term, unsecured personal loan');
  for (const i of [1, 2, 3, 4, 5]) {
    await expect(question(page, i)).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(page, i)).toBeHidden();
  }
});

test('questions open and close from the keyboard, one at a time', async ({ page }) => {
  await openFaq(page);
  await question(page, 0).focus();
  await page.keyboard.press('Enter');
  await expect(question(page, 0)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(page, 0)).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(question(page, 1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(question(page, 1)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(page, 1)).toContainText('Aadhaar and PAN');

  await page.keyboard.press('End');
  await expect(question(page, 5)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(answer(page, 5)).toContainText('we alert you by SMS and e-mail');
  await expect(question(page, 1)).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Home');
  await expect(question(page, 0)).toBeFocused();
});

test('the FAQ page has no accessibility violations', async ({ page }) => {
  await openFaq(page);
  await expectNoAxeViolations(page);
});
