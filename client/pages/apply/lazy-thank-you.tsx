// The Thank You screen, loaded apart from the form (client/lazy-part.tsx): it replaces the form only once the
// application is accepted, so the form imports it on its first focus and awaits it beside the submit. Should the
// import fail twice, the screen is the server's message and the heading alone.
import { pageMessages } from '../../../shared/page-messages.ts';
import { lazyPart } from '../../lazy-part.tsx';
import type { ThankYouProps } from './ThankYou.tsx';
import { thankYouCopy as copy } from './strings.ts';

export const thankYou = lazyPart<ThankYouProps>(
  () => import('./ThankYou.tsx').then((m) => m.ThankYou),
  ({ message }) => (
    <div className="card status-panel apply-thanks" role="status">
      <h2 className="apply-thanks-title">{pageMessages.orderThanksTitle}</h2>
      <p className="apply-thanks-lead">{message ?? copy.received}</p>
    </div>
  ),
);
