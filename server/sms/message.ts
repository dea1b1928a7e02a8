// The texts of our SMS: the "application received" notice and the one-time code.
import { site } from '../../shared/site.ts';

/**
 * What a visitor typed may go into an SMS under our sender ID only as a greeting: Latin letters, spaces, dots,
 * apostrophes and hyphens, at most 20 characters (issue 16). Anything else (a link, digits, another script an
 * attacker could dress up as a message from us) is dropped; an empty result greets 'Customer'.
 */
export function greetingName(firstName: string): string {
  const name = firstName
    .replace(/[^A-Za-z .'-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name.length > 20 ? name.slice(0, 20).trim() : name;
}

/** The one-time code: the site's name, what it is for, how long it lasts, and never to share it. */
export function oneTimeCodeText(
  code: string,
  siteName: string,
  purpose: 'repay' | 'apply',
  minutes: number,
): string {
  const use = purpose === 'repay' ? 'see and pay your loan' : 'verify your mobile number';
  return `${code} is your ${siteName} code to ${use}. It is valid for ${minutes} minutes. Never share it with anyone; ${siteName} staff will never ask for it.`;
}

export function applicationReceivedText(firstName: string): string {
  const name = greetingName(firstName);
  return `Dear ${name || 'Customer'}, your loan application with ${site.brand} has been received. We will contact you shortly.`;
}
