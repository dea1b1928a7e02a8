// The repay feature: a borrower's loan after the one-time code, Pay Now through the gateway, the gateway's callback,
// and the confirmation page, which shows only a payment the server verified (docs/decisions/0016).
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import type { Services } from '../../upstreams/services.ts';
import type { Sessions } from '../../verification/session.ts';
import type { AssetVersions } from '../../../shared/asset-url.ts';
import type { TransactionStore } from './transactions.ts';
import { LedgerRecentPayments, LedgerTransactionStore } from './ledger.ts';
import { CONFIRMATION_PATH, confirmationKey, confirmedPayment } from './confirmation.ts';
import type { RecentPayments } from './recent-payments.ts';
import { repaymentRoutes } from './repayment-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verified payments by loan (issue 19 item 1); tests reach it to pay one loan again. */
    recentPayments: RecentPayments;
  }
}

export interface RepayOptions {
  config: Config;
  services: Services;
  sessions: Sessions;
  redis?: RedisConnection;
  /** For the images of the payment pages. */
  assetVersions: AssetVersions;
}

export const repayFeature = fp<RepayOptions>(
  async (app, { config, services, sessions, redis, assetVersions }) => {
    const { lending } = services;
    // Payments are in the ledger (the database, issue 42): any instance settles them, the 72-hour guard reads them.
    const store: TransactionStore = new LedgerTransactionStore(app.database, { log: app.log });
    const recentPayments: RecentPayments = new LedgerRecentPayments(app.database);
    app.decorate('recentPayments', recentPayments);
    const key = confirmationKey(services.payu.salt);

    await app.register(repaymentRoutes, { lending, config, redis, sessions, recentPayments });
    await app.register(paymentRoutes, {
      lending,
      gateway: services.payu,
      verifier: services.verifier,
      store,
      config,
      assetVersions,
      redis,
      confirmationKey: key,
      sessions,
      recentPayments,
    });
    // Only a payment the server verified is shown as paid (docs/decisions/0016). Once it is, the repay session
    // that paid it ends (issue 41, decision 0095): the next person on a shared phone needs a code of their own.
    app.pageData.set(CONFIRMATION_PATH, async (request, query, reply) => {
      const paid = await confirmedPayment(query, { store, key, log: request.log });
      if (paid && sessions.read(request, 'repay')) sessions.clear(reply);
      return paid;
    });
  },
  { name: 'repay', dependencies: ['http', 'upstreams'] },
);
