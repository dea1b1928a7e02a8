// The My loans feature (issue 46): after the one-time code, every loan of the borrower, their verified payments with a
// receipt each, the documents they are owed (their Key Fact Statement, a closed loan's no-dues certificate), the
// due-date reminder, and /verify-document, where anyone holding a printed copy checks its reference.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Services } from '../../upstreams/services.ts';
import type { Sessions } from '../../verification/session.ts';
import { AppError, UpstreamError } from '../../errors.ts';
import { localePath } from '../../../shared/locales.ts';
import { site } from '../../../shared/site.ts';
import {
  documentQuerySchema,
  documentRefSchema,
  type DocumentCheck,
  type LoanDocumentPage,
  type MyLoansPage,
} from '../../../shared/schemas/my-loans.ts';
import { DocumentReferences } from './document-reference.ts';
import { DocumentRegister } from './document-register.ts';
import { LoanService } from './loan-service.ts';
import { documentCheckRoutes, myLoansRoutes, MY_LOANS_PATH } from './my-loans-routes.ts';
import { ReminderStore } from './reminder-store.ts';
import { ReminderWorker } from './reminder-worker.ts';
import { seedLedger } from './ledger-seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The due-date reminder sender (issue 46); tests tick their own on a fake clock. */
    loanReminders: ReminderWorker;
  }
}

export interface LoansOptions {
  config: Config;
  services: Services;
  sessions: Sessions;
  /** How often the reminder worker looks for due reminders (default a minute). */
  reminderEveryMs?: number;
}

export const VERIFY_PATH = '/verify-document';

/** A session the lending API could not answer for: the page says to try again, never an error page. */
const upstreamDown = (err: unknown) =>
  err instanceof UpstreamError || (err instanceof AppError && err.status >= 500);

/** The reminder sender on the real clock: SMS through the outbox, the loan's standing from the lending API. */
function reminderWorker(
  app: FastifyInstance,
  config: Config,
  services: Services,
  reminders: ReminderStore,
): ReminderWorker {
  const { lending } = services;
  return new ReminderWorker({
    db: app.database,
    store: reminders,
    // After codes and notices in the outbox's line (issue 43).
    send: (mobile, text, requestId, { client, expiresAt }) =>
      services.sms.send(mobile, text, requestId, { kind: 'reminder', client, expiresAt }),
    standing: async (reminder) => {
      const loans = await lending.loanHistory(reminder.mobile, {
        requestId: `reminder-${reminder.loanNo}`,
      });
      const loan = loans.find((l) => l.loan_no === reminder.loanNo);
      if (!loan || loan.status.trim().toLowerCase() === 'closed' || loan.total_repayable <= 0)
        return { settled: true };
      return { settled: false, amountDue: loan.total_repayable };
    },
    link: (locale) => `${config.publicBaseUrl}${localePath(locale, MY_LOANS_PATH)}`,
    brand: site.brand,
    log: app.log.child({ component: 'loan-reminders' }),
  });
}

export const loansFeature = fp<LoansOptions>(
  async (app, { config, services, sessions, reminderEveryMs = 60_000 }) => {
    const { lending } = services;
    const refs = new DocumentReferences(config.otpSecret);
    const register = new DocumentRegister(app.database);
    const reminders = new ReminderStore(app.database);
    const service = new LoanService({ lending, db: app.database, refs, register, reminders });

    if (services.sandbox)
      await seedLedger(app.database, services.sandbox.seed.payments, Date.now());

    await app.register(myLoansRoutes, { config, sessions, service });
    await app.register(documentCheckRoutes, { config, sessions, service });

    const session = (request: FastifyRequest) => sessions.read(request, 'repay');

    // Without a session a page carries no data: it says to verify first, and the browser loads no schema to read
    // data with (the JavaScript budget of a first visit, decision 0140).
    const loansPage = async (request: FastifyRequest): Promise<MyLoansPage> => {
      try {
        return { session: true, loans: await service.loans(session(request), request.id) };
      } catch (err) {
        if (err instanceof AppError && err.status === 401) return { session: false };
        if (!upstreamDown(err)) throw err;
        request.log.warn({ err }, 'my loans: the lending API could not answer');
        return { session: true, unavailable: true };
      }
    };
    /** /my-loans?document=<reference>: one of the session's documents, found by its reference. */
    const documentPage = async (
      request: FastifyRequest,
      given: string,
    ): Promise<LoanDocumentPage> => {
      const ref = documentRefSchema.safeParse(given);
      if (!ref.success) return { found: false, reason: 'not-yours' };
      try {
        const document = await service.document(
          session(request),
          ref.data,
          request.id,
          request.log,
        );
        return document ? { found: true, document } : { found: false, reason: 'not-yours' };
      } catch (err) {
        if (err instanceof AppError && err.status === 401)
          return { found: false, reason: 'no-session' };
        throw err;
      }
    };
    app.pageData.set(MY_LOANS_PATH, async (request, query) => {
      if (!session(request)) return undefined;
      const document = query.get('document');
      return document === null ? loansPage(request) : documentPage(request, document);
    });

    app.pageData.set(
      VERIFY_PATH,
      async (_request, query): Promise<{ check: DocumentCheck } | undefined> => {
        const given = query.get('ref');
        if (given === null || given.trim() === '') return undefined;
        const ref = documentQuerySchema.safeParse({ ref: given });
        if (!ref.success)
          return { check: { genuine: false, ref: given.slice(0, 40), reason: 'malformed' } };
        return { check: await service.check(ref.data.ref) };
      },
    );

    const worker = reminderWorker(app, config, services, reminders);
    app.decorate('loanReminders', worker);
    const timer = setInterval(() => {
      void worker.tick().catch((err: unknown) => app.log.error({ err }, 'reminder pass failed'));
    }, reminderEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'loans', dependencies: ['http', 'upstreams'] },
);
