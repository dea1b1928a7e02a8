// A check that the contact and careers forms share: the form's page audited at a phone's width. The one mobile rule
// of their Phone number field is checked over HTTP on every form (tests/api/field-rules-every-form.test.ts).
import type { Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** The page loaded again at 390 px, hydrated, and audited by axe-core (the test must bypass the CSP). */
export async function expectNoAxeViolationsOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await hydrated(page);
  await expectNoAxeViolations(page);
}
