// Sends the due-date reminders that are due (issue 46): each tick reads the live reminders of loans due in the next
// three days, and for each one whose moment has come (reminder-schedule.ts) checks the loan is still unpaid (our
// ledger, then the lending API), claims it and hands the SMS to the outbox. The clock is given, so tests run it on a
// fake one; the site ticks it every minute.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../database/database.ts';
import { paidSince } from '../../records/payment-history.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import {
  indiaTime,
  reminderDaysBefore,
  reminderDue,
  sendingWindowEnd,
  type ReminderKind,
} from './reminder-schedule.ts';
import type { ReminderStore, StoredReminder } from './reminder-store.ts';
import { reminderText } from './reminder-text.ts';

/** What the lending API says of the loan now: settled (closed or nothing due), or still due with what is due. */
export type LoanStanding = { settled: true } | { settled: false; amountDue: number };

export interface ReminderWorkerOptions {
  db: Database;
  store: ReminderStore;
  /**
   * The outbox (services.sms.send): writes the SMS in `client`'s transaction, the one that claims the reminder; the
   * outbox drops it unsent at `expiresAt` (the end of the day's sending window).
   */
  send: (
    mobile: string,
    text: string,
    requestId: string,
    options: { client: Queryable; expiresAt: number },
  ) => Promise<void>;
  /** The loan's standing from the lending API; throws when the API cannot say (the reminder waits for a later tick). */
  standing: (reminder: StoredReminder & { mobile: string }) => Promise<LoanStanding>;
  /** The My loans page in a language, absolute. */
  link: (locale: LocaleCode) => string;
  brand: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export class ReminderWorker {
  readonly #o: ReminderWorkerOptions;
  readonly #now: () => number;
  #running: Promise<number> | undefined;

  constructor(opts: ReminderWorkerOptions) {
    this.#o = opts;
    this.#now = opts.now ?? Date.now;
  }

  /** One pass; answers how many reminders it handed to the outbox. Overlapping calls share the pass in flight. */
  tick(): Promise<number> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #pass(): Promise<number> {
    const now = this.#now();
    const today = indiaTime(now).date;
    await this.#o.store.purge(addDays(today, -7));
    const live = await this.#o.store.dueBetween(
      addDays(today, reminderDaysBefore['1d']),
      addDays(today, reminderDaysBefore['3d']),
    );
    let sent = 0;
    for (const reminder of live) {
      const kind = reminderDue({ dueDate: reminder.dueDate, sent: reminder.sent }, now);
      if (!kind || reminder.mobile === null) continue;
      try {
        if (await this.#send({ ...reminder, mobile: reminder.mobile }, kind, now)) sent++;
      } catch (err) {
        // The lending API or the outbox could not answer: this reminder waits for the next tick in its window.
        this.#o.log.warn(
          { err, loanNo: reminder.loanNo, kind },
          'due-date reminder not sent this time',
        );
      }
    }
    return sent;
  }

  async #send(
    reminder: StoredReminder & { mobile: string },
    kind: ReminderKind,
    now: number,
  ): Promise<boolean> {
    // Never for a paid loan: a payment we verified since the request, or the lending API's word.
    if (await paidSince(this.#o.db, reminder.loanNo, reminder.requestedAt)) {
      await this.#o.store.stop(reminder.loanNo, 'paid');
      return false;
    }
    const standing = await this.#o.standing(reminder);
    if (standing.settled) {
      await this.#o.store.stop(reminder.loanNo, 'paid');
      return false;
    }
    // The claim and the SMS in one transaction: a crash between them neither loses the reminder nor sends it twice.
    const handed = await this.#o.db.transaction(async (client) => {
      const mobile = await this.#o.store.claim(reminder.loanNo, kind, new Date(now), client);
      if (!mobile) return false;
      const text = reminderText({
        brand: this.#o.brand,
        loanNo: reminder.loanNo,
        dueDate: reminder.dueDate,
        amountDue: standing.amountDue,
        link: this.#o.link(reminder.locale),
        kind,
        locale: reminder.locale,
      });
      await this.#o.send(mobile, text, `reminder-${reminder.loanNo}-${kind}`, {
        client,
        expiresAt: sendingWindowEnd(now),
      });
      return true;
    });
    if (!handed) return false;
    this.#o.log.info({ loanNo: reminder.loanNo, kind }, 'due-date reminder handed to the outbox');
    return true;
  }
}
