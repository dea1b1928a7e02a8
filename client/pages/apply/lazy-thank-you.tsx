// The Thank You screen, loaded apart from the form (client/lazy-part.tsx): it replaces the form only once the
// application is accepted, so the form imports it on its first focus and awaits it beside the submit. Should the
// import fail twice, the screen says the application was received, with the server's message: in the form's own
// words, so the page does not load the thank-you pages' catalogue for a screen it almost never shows (0130).
import { lazyPart } from '../../lazy-part.tsx';
import type { ThankYouProps } from './ThankYou.tsx';
import { thankYouCopy as copy } from './strings.ts';

export const thankYou = lazyPart<ThankYouProps>(
  () => import('./ThankYou.tsx').then((m) => m.ThankYou),
  ({ message }) => (
    <div className="card status-panel apply-thanks" role="status">
      <h2 className="apply-thanks-title">{copy.received}</h2>
      {message && <p className="apply-thanks-lead">{message}</p>}
    </div>
  ),
);
