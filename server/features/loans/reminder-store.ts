// The due-date reminders borrowers asked for (issue 46), in the database so every instance sees one set and a
// reminder is sent once across the fleet: an instance claims a reminder (sets its sent time where none is) before
// it hands the SMS to the outbox.
import type { Database, Queryable } from '../../database/database.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { ReminderKind } from './reminder-schedule.ts';

export interface ReminderRequest {
  loanNo: string;
  leadId: string;
  mobile: string;
  dueDate: string;
  locale: LocaleCode;
  consentText: string;
}

export interface StoredReminder {
  loanNo: string;
  leadId: string;
  mobile: string | null;
  dueDate: string;
  locale: LocaleCode;
  requestedAt: Date;
  withdrawn: boolean;
  stopped: 'paid' | null;
  sent: Set<ReminderKind>;
}

interface Row {
  loan_no: string;
  lead_id: string;
  mobile: string | null;
  due_date: string;
  language: string;
  requested_at: Date;
  withdrawn_at: Date | null;
  stopped: 'paid' | null;
  sent_3d_at: Date | null;
  sent_1d_at: Date | null;
}

const COLUMNS = `loan_no, lead_id, mobile, to_char(due_date, 'YYYY-MM-DD') AS due_date, language, requested_at,
  withdrawn_at, stopped, sent_3d_at, sent_1d_at`;

function toReminder(r: Row): StoredReminder {
  const sent = new Set<ReminderKind>();
  if (r.sent_3d_at) sent.add('3d');
  if (r.sent_1d_at) sent.add('1d');
  return {
    loanNo: r.loan_no,
    leadId: r.lead_id,
    mobile: r.mobile,
    dueDate: r.due_date,
    locale: r.language === 'hi' ? 'hi' : 'en',
    requestedAt: r.requested_at,
    withdrawn: r.withdrawn_at !== null,
    stopped: r.stopped,
    sent,
  };
}

const column: Record<ReminderKind, string> = { '3d': 'sent_3d_at', '1d': 'sent_1d_at' };

export class ReminderStore {
  constructor(private readonly db: Database) {}

  /**
   * Records the request (or asks again after a withdrawal). A new due date (the loan's date moved, or a new loan
   * under the number) starts its reminders afresh; the same due date keeps what was already sent.
   */
  async ask(r: ReminderRequest, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO loan_reminders (loan_no, lead_id, mobile, due_date, language, consent_text, requested_at)
       VALUES ($1, $2, $3, $4::date, $5, $6, $7)
       ON CONFLICT (loan_no) DO UPDATE SET
         lead_id = EXCLUDED.lead_id, mobile = EXCLUDED.mobile, language = EXCLUDED.language,
         consent_text = EXCLUDED.consent_text, requested_at = EXCLUDED.requested_at, withdrawn_at = NULL,
         stopped = NULL,
         sent_3d_at = CASE WHEN loan_reminders.due_date = EXCLUDED.due_date THEN loan_reminders.sent_3d_at END,
         sent_1d_at = CASE WHEN loan_reminders.due_date = EXCLUDED.due_date THEN loan_reminders.sent_1d_at END,
         due_date = EXCLUDED.due_date`,
      [r.loanNo, r.leadId, r.mobile, r.dueDate, r.locale, r.consentText, now],
    );
  }

  /** Withdraws the request: the mobile is forgotten at once; what was sent stays, so it is never sent again. */
  async withdraw(loanNo: string, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE loan_reminders SET withdrawn_at = $2, mobile = NULL WHERE loan_no = $1 AND withdrawn_at IS NULL',
      [loanNo, now],
    );
  }

  async forLoans(loanNos: readonly string[]): Promise<Map<string, StoredReminder>> {
    if (loanNos.length === 0) return new Map();
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM loan_reminders WHERE loan_no = ANY($1::text[])`,
      [loanNos],
    );
    return new Map(rows.map((r) => [r.loan_no, toReminder(r)]));
  }

  /** Live reminders (asked, not withdrawn, not stopped) of loans due between the two dates, both included. */
  async dueBetween(from: string, to: string): Promise<StoredReminder[]> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM loan_reminders
       WHERE mobile IS NOT NULL AND withdrawn_at IS NULL AND stopped IS NULL
         AND due_date BETWEEN $1::date AND $2::date
       ORDER BY due_date, loan_no LIMIT 1000`,
      [from, to],
    );
    return rows.map(toReminder);
  }

  /**
   * Claims one reminder for sending: answers its mobile when this caller is the first to claim it (and it is still
   * live), undefined when another instance did, or the borrower withdrew in the meantime.
   */
  async claim(
    loanNo: string,
    kind: ReminderKind,
    now: Date,
    client: Queryable = this.db,
  ): Promise<string | undefined> {
    const { rows } = await client.query<{ mobile: string }>(
      `UPDATE loan_reminders SET ${column[kind]} = $2
       WHERE loan_no = $1 AND ${column[kind]} IS NULL AND withdrawn_at IS NULL AND stopped IS NULL
         AND mobile IS NOT NULL
       RETURNING mobile`,
      [loanNo, now],
    );
    return rows[0]?.mobile;
  }

  /** No more reminders for this loan: it was paid. */
  async stop(loanNo: string, reason: 'paid'): Promise<void> {
    await this.db.query(
      'UPDATE loan_reminders SET stopped = $2, mobile = NULL WHERE loan_no = $1',
      [loanNo, reason],
    );
  }

  /** Forgets reminders a week past their due date: nothing more will be sent for them. */
  async purge(before: string): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM loan_reminders WHERE due_date < $1::date',
      [before],
    );
    return rowCount ?? 0;
  }
}
