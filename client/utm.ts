// The campaign a visitor came from (utm_source, utm_campaign of the landing URL), kept for the browser tab's session
// by utm-landing.ts as given and cleaned here, when an application reads them.
import { utmStorageKey as storageKey } from './utm-landing.ts';

export interface Utm {
  utmSource?: string;
  utmCampaign?: string;
}

/** The application schema accepts at most 100 characters per value; longer tags are cut, not refused. */
const maxLength = 100;

const clean = (v: string | null) => v?.trim().slice(0, maxLength) || undefined;

/** The UTM tags of a query string, or undefined when it carries neither. */
export function utmFromSearch(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const utm: Utm = {
    utmSource: clean(params.get('utm_source')),
    utmCampaign: clean(params.get('utm_campaign')),
  };
  return utm.utmSource || utm.utmCampaign ? utm : undefined;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function storedUtm(): Utm | undefined {
  try {
    const text = storage()?.getItem(storageKey);
    if (!text) return undefined;
    const v = JSON.parse(text) as Record<string, unknown>;
    const utm: Utm = {
      utmSource: typeof v.utmSource === 'string' ? clean(v.utmSource) : undefined,
      utmCampaign: typeof v.utmCampaign === 'string' ? clean(v.utmCampaign) : undefined,
    };
    return utm.utmSource || utm.utmCampaign ? utm : undefined;
  } catch {
    return undefined;
  }
}

/** The tags to send with an application: the current URL's, else the session's. */
export function currentUtm(search: string): Utm {
  return utmFromSearch(search) ?? storedUtm() ?? {};
}
