// The policy page's own words around a document (the document itself is Markdown in client/content/policies):
// the contents list, the version line.
import { formatLongDateEnGb } from '../../../shared/format.ts';

export const policyStrings = {
  contents: 'Contents',
  sections: (count: number) => `${count} sections`,
  /** "Version 2.0, effective 23 November 2026." with the date in a <time> between the two parts. */
  versionBefore: (version: string) => `Version ${version}, effective `,
  versionAfter: '.',
  lastUpdated: 'Last updated: ',
  date: formatLongDateEnGb,
};
