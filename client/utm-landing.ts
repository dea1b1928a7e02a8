// The campaign tags (utm_source, utm_campaign) of the page a visitor lands on, kept for the browser tab's session so
// an application made later carries them. Kept as given, at once: the browser entry keeps them before the page's
// own code loads, so a visitor who follows a link straight away keeps them too (a chunk loaded for this lost them
// when the page was left first). utm.ts, which an application's submit loads, cleans them when it reads them;
// decision 0165 keeps that code out of the entry every page loads.

/** Where the landing page's tags are kept (utm.ts reads them). */
export const utmStorageKey = 'rf.utm';

/** Keeps the tags of a landing URL's query; the first tagged landing of the session wins (first-touch attribution). */
export function keepLandingUtm(search: string): void {
  const params = new URLSearchParams(search);
  const utmSource = params.get('utm_source')?.trim();
  const utmCampaign = params.get('utm_campaign')?.trim();
  if (!utmSource && !utmCampaign) return;
  try {
    if (!sessionStorage.getItem(utmStorageKey))
      sessionStorage.setItem(utmStorageKey, JSON.stringify({ utmSource, utmCampaign }));
  } catch {
    // Storage disabled by the browser's privacy settings, or full: only the attribution is lost.
  }
}
