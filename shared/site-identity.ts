// The company's name and hours: the part of shared/site.ts that every page's shell shows (header, footer, page
// titles), in a module of its own so that the browser's first load carries only this. A bundler places a module
// whole, with all of its object literal; site.ts is 2.4 kB of it (decision 0132). Edit these here, the rest there.
// Values marked SAMPLE are placeholders for this build and must be replaced before going live.

/** The name, the legal name and the hours; `site` (site.ts) carries them too. */
export const siteIdentity = {
  brand: 'Rupeeflow',
  legalName: 'Rupeeflow Finance Private Limited', // SAMPLE
  officeHours: '10:00AM - 7:00PM',
  grievanceHours: '10:00-21:00 Mon-Fri, 10:00-19:00 Sat',
} as const;
