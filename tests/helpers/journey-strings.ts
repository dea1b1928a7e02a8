// The borrower-journey pages of issue 21 and the text modules they import, found by following their imports:
// a `strings.ts` beside a component, a client/content/ module, or a shared copy module with a `.hi.ts` sibling
// convention. Shared by the sibling unit test and the /hi render e2e test, so both look at the same modules.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** Each journey page's /hi path and the component files that draw it. */
export const journeyPages = [
  { path: '/', entries: ['client/pages/home/HomePage.tsx'] },
  { path: '/apply-now', entries: ['client/pages/apply/ApplyPage.tsx'] },
  { path: '/repay-loan', entries: ['client/pages/repay/RepayPage.tsx'] },
  { path: '/video-kyc', entries: ['client/pages/video-kyc/VideoKycPage.tsx'] },
  { path: '/getpanverify', entries: ['client/pages/pan-verify/PanVerifyPage.tsx'] },
  { path: '/thank-you', entries: ['client/pages/thank-you/ThankYouPage.tsx'] },
  {
    path: '/order-confirmation',
    entries: ['client/pages/order-confirmation/OrderConfirmationPage.tsx'],
  },
  { path: '/contact-us', entries: ['client/pages/contact/ContactPage.tsx'] },
  { path: '/career', entries: ['client/pages/career/CareerPage.tsx'] },
  { path: '/privacy-requests', entries: ['client/pages/privacy-requests/PrivacyRequestsPage.tsx'] },
  { path: '/grievance-redressal', entries: ['client/pages/policy/ComplaintStatusLookup.tsx'] },
] as const;

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g;

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(importPattern)) {
    if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue;
    const target = relative(root, resolve(dirname(join(root, file)), m[1]!));
    if (/\.(tsx?)$/.test(target) && existsSync(join(root, target))) found.push(target);
  }
  return found;
}

/** A module whose words a Hindi build must replace. */
export function isTextModule(file: string): boolean {
  return (
    /(^|\/)strings\.ts$/.test(file) ||
    (/^client\/content\/[^/]+\.ts$/.test(file) && !file.endsWith('/types.ts')) ||
    file === 'shared/schemas/consent-copy.ts'
  );
}

/** Every text module a journey page reaches through its imports (client/ and shared/, not the layout). */
export function journeyTextModules(): string[] {
  const seen = new Set<string>();
  const text = new Set<string>();
  const queue: string[] = journeyPages.flatMap((p) => [...p.entries]);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.hi.ts')) continue;
    seen.add(file);
    if (isTextModule(file)) text.add(file);
    for (const next of importsOf(file)) queue.push(next);
  }
  return [...text].sort();
}

export const hiSibling = (file: string) => file.replace(/\.ts$/, '.hi.ts');
