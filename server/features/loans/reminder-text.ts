// The due-date reminder SMS (issue 46), in the language the borrower asked for it in. English stays in the GSM
// character set (Rs., not the rupee sign), so it goes as two plain parts, not four Unicode ones; Hindi goes as Unicode,
// as the code SMS do.
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { ReminderKind } from './reminder-schedule.ts';

export interface ReminderText {
  brand: string;
  loanNo: string;
  dueDate: string;
  /** What is due, when the lending API said at the time of sending. */
  amountDue?: number;
  /** The My loans page, in the borrower's language. */
  link: string;
  kind: ReminderKind;
  locale: LocaleCode;
}

/** 10,300.00: the amount to the paisa, without the sign (English writes Rs., Hindi ₹). */
const rupees = (n: number) => formatRupees(n, 2).replace('₹', '');

export function reminderText(r: ReminderText): string {
  const date = formatDateEnGb(r.dueDate);
  if (r.locale === 'hi') {
    const when = r.kind === '3d' ? '3 दिन बाद' : 'कल';
    const amount = r.amountDue === undefined ? '' : ` ₹${rupees(r.amountDue)}`;
    return `${r.brand}: आपके लोन ${r.loanNo} की${amount} किस्त ${date} (${when}) को चुकानी है। चुकाने के लिए: ${r.link} । चुका दिया है तो यह संदेश छोड़ दें। रिमाइंडर बंद करने हों तो इसी पेज पर बंद करें।`;
  }
  const when = r.kind === '3d' ? 'in 3 days' : 'tomorrow';
  const amount = r.amountDue === undefined ? '' : ` of Rs. ${rupees(r.amountDue)}`;
  return `${r.brand}: your loan ${r.loanNo} payment${amount} is due on ${date} (${when}). Pay at ${r.link} . Already paid? Ignore this. To stop these reminders, use the same page.`;
}
