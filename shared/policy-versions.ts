// The versions of the policies a borrower consents to. The Markdown front matter of each policy
// (client/content/policies/*.md) is where a version is written; the policy compiler refuses a build in which the
// front matter and this table disagree, so a consent record never cites a version the site did not show.

export interface PolicyVersion {
  /** As the document's front matter says it ("2.0"). */
  version: string;
  /** The date the version took effect, YYYY-MM-DD. */
  effective: string;
}

export const consentPolicies = {
  'terms-conditions': { version: '2.1', effective: '2026-11-28' },
  'privacy-policy': { version: '2.1', effective: '2026-11-28' },
} as const satisfies Record<string, PolicyVersion>;

export type ConsentPolicySlug = keyof typeof consentPolicies;
