// The text of the SMS sent after a successful application.
import { site } from '../../shared/site.ts';

/** At most the first 40 characters of the first name, printable and on one line. */
function greetingName(firstName: string): string {
  const name = firstName
    .replace(/[\p{C}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name.length > 40 ? name.slice(0, 40).trim() : name;
}

export function applicationReceivedText(firstName: string): string {
  const name = greetingName(firstName);
  return `Dear ${name || 'Customer'}, your loan application with ${site.brand} has been received. We will contact you shortly.`;
}
