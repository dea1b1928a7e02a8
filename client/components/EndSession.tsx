// "Not you? / I'm done" (issue 41): on a shared phone or in a cyber café, ends this browser's sessions at once. A
// plain form post (server/routes/session-end.ts), so it works without script; with script it also makes this tab
// forget what it searched, before the browser follows the post to the repay page.
import { buildLocale } from '../locale.ts';
import { endSessionCopy } from './journey-strings.ts';
import './end-session.css';

/** What a repay tab remembers it searched (client/pages/repay/useLoanLookup.ts): this tab only, never a URL. */
export const REPAY_SEARCHED_KEY = 'rf.repay-searched';

/** Makes this tab forget its search, so a later visit asks before it shows a loan. */
export function forgetThisTab(): void {
  try {
    window.sessionStorage.removeItem(REPAY_SEARCHED_KEY);
  } catch {
    // storage off: nothing was kept
  }
}

export function EndSession() {
  return (
    <form
      className="end-session"
      method="post"
      action={`${buildLocale.basePath}/end-session`}
      onSubmit={forgetThisTab}
    >
      <p>{endSessionCopy.lead}</p>
      <button type="submit" className="btn btn-outline">
        {endSessionCopy.button}
      </button>
      <p className="end-session-hint">{endSessionCopy.hint}</p>
    </form>
  );
}
