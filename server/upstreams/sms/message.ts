// The texts of our SMS: the "application received" notice and the one-time code.
import { site } from '../../../shared/site.ts';
import type { LocaleCode } from '../../../shared/locales.ts';

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

/**
 * The one-time code: the site's name, what it is for, how long it lasts, and never to share it; in the language
 * of the page that asked for it (issue 21). A Hindi SMS is sent as Unicode (70 characters a part, so three parts
 * where the English one takes two): the cost of a borrower reading the warning in their own language.
 */
export function oneTimeCodeText(
  code: string,
  siteName: string,
  purpose: 'repay' | 'apply',
  minutes: number,
  locale: LocaleCode = 'en',
): string {
  if (locale === 'hi') {
    const use = purpose === 'repay' ? 'अपना लोन देखने और चुकाने' : 'अपना मोबाइल नंबर सत्यापित करने';
    return `${code} ${siteName} पर ${use} का आपका कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी को न बताएँ; ${siteName} का कोई भी कर्मचारी यह कोड कभी नहीं माँगेगा।`;
  }
  const use = purpose === 'repay' ? 'see and pay your loan' : 'verify your mobile number';
  return `${code} is your ${siteName} code to ${use}. It is valid for ${minutes} minutes. Never share it with anyone; ${siteName} staff will never ask for it.`;
}

/** The notice that an application arrived, in the language it was made in. */
export function applicationReceivedText(firstName: string, locale: LocaleCode = 'en'): string {
  const name = greetingName(firstName);
  if (locale === 'hi')
    return `प्रिय ${name || 'ग्राहक'}, ${site.brand} में आपका लोन आवेदन हमें मिल गया है। हम जल्द ही आपसे संपर्क करेंगे।`;
  return `Dear ${name || 'Customer'}, your loan application with ${site.brand} has been received. We will contact you shortly.`;
}
