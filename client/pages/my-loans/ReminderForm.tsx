// A loan's due-date reminder: asked for with the consent box ticked, withdrawn with one button. Plain form posts
// (POST /my-loans/reminder) that come back to this page, so both work without script.
import type { MyLoan } from '../../../shared/schemas/my-loans.ts';
import { reminderConsent } from '../../../shared/reminder-consent.ts';
import { buildLocale } from '../../locale.ts';
import { myLoansCopy as t } from './strings.ts';

export function ReminderForm({ loan }: { loan: MyLoan }) {
  const action = `${buildLocale.basePath}/my-loans/reminder`;
  const { reminder } = loan;
  const consentId = `reminder-consent-${loan.loanNumber}`;
  return (
    <section
      className="loan-reminder"
      aria-labelledby={`reminder-${loan.loanNumber} loan-${loan.loanNumber}`}
    >
      <h3 id={`reminder-${loan.loanNumber}`}>{t.reminder.heading}</h3>
      {reminder.asked ? (
        <form method="post" action={action}>
          <p>
            {t.reminder.asked} {t.reminder.sent(reminder.sent.length)}
          </p>
          <input type="hidden" name="loanNumber" value={loan.loanNumber} />
          <input type="hidden" name="action" value="withdraw" />
          <button type="submit" className="btn btn-outline">
            {t.reminder.withdraw}
          </button>
        </form>
      ) : reminder.available ? (
        <form method="post" action={action}>
          <p>{t.reminder.intro}</p>
          <input type="hidden" name="loanNumber" value={loan.loanNumber} />
          <input type="hidden" name="action" value="ask" />
          <div className="reminder-consent">
            <input type="checkbox" id={consentId} name="consent" value="yes" required />
            <label htmlFor={consentId}>{reminderConsent.label}</label>
          </div>
          <button type="submit" className="btn btn-primary">
            {t.reminder.ask}
          </button>
        </form>
      ) : (
        <p className="loan-note">{t.reminder.unavailable}</p>
      )}
    </section>
  );
}
