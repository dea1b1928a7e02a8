// My loans' work for one request (issue 46): the session's loans as the page shows them, one of their documents by
// reference, a reminder asked for or withdrawn, and the check of a printed reference. The routes and the page data
// loaders both call it.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../database/database.ts';
import type { LendingClient, LendingCustomer } from '../../upstreams/lending/client.ts';
import type { Session } from '../../verification/session.ts';
import { verifiedPayments } from '../../records/payment-history.ts';
import { sessionLoans } from '../../verification/session-loans.ts';
import type { DocumentCheck, LoanDocument, MyLoans } from '../../../shared/schemas/my-loans.ts';
import { loanKfs } from '../../../shared/loan-kfs.ts';
import { todayIso } from '../../../shared/india-date.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import { reminderConsent } from '../../../shared/reminder-consent.ts';
import { reminderConsent as reminderConsentHi } from '../../../shared/reminder-consent.hi.ts';
import type { DocumentReferences } from './document-reference.ts';
import type { DocumentRegister } from './document-register.ts';
import { loansView, paidOn } from './loans-view.ts';
import type { ReminderStore } from './reminder-store.ts';

export interface LoanServiceDeps {
  lending: LendingClient;
  db: Database;
  refs: DocumentReferences;
  register: DocumentRegister;
  reminders: ReminderStore;
  now?: () => number;
}

export type ReminderOutcome = 'asked' | 'withdrawn' | 'consent-needed' | 'unavailable';

export class LoanService {
  readonly #d: LoanServiceDeps;
  readonly #now: () => number;

  constructor(deps: LoanServiceDeps) {
    this.#d = deps;
    this.#now = deps.now ?? Date.now;
  }

  async #gather(session: Session | undefined, requestId: string) {
    const { loans, sessionLeadId } = await sessionLoans(this.#d.lending, session, requestId);
    const loanNos = loans.map((l) => l.loan_no);
    const [payments, reminders] = await Promise.all([
      verifiedPayments(this.#d.db, loanNos),
      this.#d.reminders.forLoans(loanNos),
    ]);
    const built = loansView({
      loans,
      sessionLeadId,
      payments,
      reminders,
      refs: this.#d.refs,
      now: this.#now(),
    });
    return { loans, payments, ...built };
  }

  /** The session's loans; 401 without a session for them. Registers every document shown. */
  async loans(session: Session | undefined, requestId: string): Promise<MyLoans> {
    const { view, documents } = await this.#gather(session, requestId);
    await this.#d.register.issue(documents);
    return view;
  }

  /** One of the session's documents by its reference; undefined when it is not one of theirs. */
  async document(
    session: Session | undefined,
    ref: string,
    requestId: string,
    log: FastifyBaseLogger,
  ): Promise<LoanDocument | undefined> {
    const { loans, payments, documents, view } = await this.#gather(session, requestId);
    const issued = documents.find((d) => d.ref === ref);
    if (!issued) return undefined;
    await this.#d.register.issue([issued]);
    const loan = loans.find((l) => l.loan_no === issued.loanNo)!;
    const shown = view.loans.find((l) => l.loanNumber === issued.loanNo)!;
    const base = { ref, name: loan.first_name, loanNumber: loan.loan_no };
    if (issued.kind === 'receipt') {
      const p = payments.find((x) => x.txnid === issued.txnid)!;
      return {
        ...base,
        kind: 'receipt',
        txnid: p.txnid,
        amount: Number(p.amount),
        paidAt: p.paidAt.toISOString(),
        method: 'gateway',
      };
    }
    if (issued.kind === 'no-dues')
      return {
        ...base,
        kind: 'no-dues',
        closedOn: shown.closedOn,
        issuedOn: todayIso(new Date(this.#now())),
      };
    return { ...base, kind: 'kfs', figures: await this.#kfsFigures(loan, requestId, log) };
  }

  /**
   * The Key Fact Statement's figures: the amount and due date from getLeadDetails (SPEC call 7), the rate and the
   * day of disbursement from the loan's own answer, the rest from the one terms module. Where getLeadDetails cannot
   * say, the loan's own answer stands; what neither gives stays null and the page says so.
   */
  async #kfsFigures(loan: LendingCustomer, requestId: string, log: FastifyBaseLogger) {
    let lead: Awaited<ReturnType<LendingClient['getLeadDetails']>> = null;
    try {
      lead = await this.#d.lending.getLeadDetails(loan.lead_id, { requestId });
    } catch (err) {
      log.warn({ err }, 'getLeadDetails failed: the KFS shows the loan answer’s figures');
    }
    return loanKfs({
      amount: lead?.loan_recommended ?? loan.loan_amount,
      rate: loan.roi,
      disbursedOn: loan.disbursal_date,
      dueOn:
        lead?.repayment_date && /^\d{4}-\d{2}-\d{2}$/.test(lead.repayment_date)
          ? lead.repayment_date
          : /^\d{4}-\d{2}-\d{2}$/.test(loan.repayment_date)
            ? loan.repayment_date
            : null,
    });
  }

  /** Asks for or withdraws a loan's reminders. Another borrower's loan number is 'unavailable', as a paid one is. */
  async reminder(
    session: Session | undefined,
    form: { loanNumber: string; action: 'ask' | 'withdraw'; consent?: 'yes' },
    locale: LocaleCode,
    requestId: string,
  ): Promise<ReminderOutcome> {
    const { loans, view } = await this.#gather(session, requestId);
    const loan = loans.find((l) => l.loan_no === form.loanNumber);
    const shown = view.loans.find((l) => l.loanNumber === form.loanNumber);
    if (!loan || !shown) return 'unavailable';
    const now = new Date(this.#now());
    if (form.action === 'withdraw') {
      await this.#d.reminders.withdraw(loan.loan_no, now);
      return 'withdrawn';
    }
    if (!shown.reminder.available) return 'unavailable';
    if (form.consent !== 'yes') return 'consent-needed';
    await this.#d.reminders.ask(
      {
        loanNo: loan.loan_no,
        leadId: loan.lead_id,
        mobile: loan.mobile,
        dueDate: loan.repayment_date,
        locale,
        consentText: (locale === 'hi' ? reminderConsentHi : reminderConsent).label,
      },
      now,
    );
    return 'asked';
  }

  /** Whether a printed reference is genuine: signed by us and in the register. */
  async check(ref: string): Promise<DocumentCheck> {
    const signed = this.#d.refs.check(ref);
    if (signed === 'malformed') return { genuine: false, ref, reason: 'malformed' };
    const found = signed === 'altered' ? undefined : await this.#d.register.find(ref);
    if (!found || found.kind !== (signed as { kind: string }).kind)
      return { genuine: false, ref, reason: 'unknown' };
    return {
      genuine: true,
      ref,
      kind: found.kind,
      loanEnding: found.loanNo.slice(-4),
      documentDate: found.documentDate ?? null,
      amount: found.amount === undefined ? null : Number(found.amount),
      issuedOn: paidOn(found.issuedAt),
    };
  }
}
