// The 'Loading...' of a page whose code is on the way (SPEC section 2). The live region is in the page from the
// start and the words appear in it, so screen readers announce them.
import { pageLoadMessages } from '../../shared/page-load-messages.ts';

export function Loading({ visible = true }: { visible?: boolean }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      {visible ? pageLoadMessages.loading : null}
    </div>
  );
}
