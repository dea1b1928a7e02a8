// Checks that the contact and careers forms share: the one mobile rule on their Phone number field, and the
// form's page audited at a phone's width.
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

/** SPEC's words for a mobile number the one rule (shared/schemas/fields.ts) refuses. */
const REFUSED = 'Enter valid 10-digit mobile number';

/** `refused` typed in the form's Phone number and left says so; `read` (spaced, +91) then clears it. */
export async function expectOneMobileRule(form: Locator, refused: string, read: string) {
  const phone = form.getByLabel('Phone number');
  await phone.fill(refused);
  await phone.blur();
  await expect(form.getByText(REFUSED)).toBeVisible();
  await phone.fill(read);
  await phone.blur();
  await expect(form.getByText(REFUSED)).toHaveCount(0);
}

/** The page loaded again at 390 px, hydrated, and audited by axe-core (the test must bypass the CSP). */
export async function expectNoAxeViolationsOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await hydrated(page);
  await expectNoAxeViolations(page);
}
