// The company's name and hours: the part of shared/site.ts that every page's shell shows (header, footer, page
// titles), in a module of its own so that the browser's first load carries only this. A bundler places a module
// whole, with all of its object literal; site.ts is 2.4 kB of it (decision 0132). Edit these here, the rest there.
// Values marked SAMPLE are placeholders for this build and must be replaced before going live. The hours are service
// promises: written once in service-promises.ts (issue 45).
import { grievanceLineHours, officeHours } from './service-promises.ts';

/** The name, the legal name and the hours; `site` (site.ts) carries them too. */
export const siteIdentity = {
  brand: 'Rupeeflow',
  legalName: 'Rupeeflow Finance Private Limited', // SAMPLE
  officeHours,
  grievanceHours: grievanceLineHours,
} as const;
