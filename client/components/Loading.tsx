// The fallback shown while a page's code loads (SPEC section 2).
import { messages } from '../../shared/messages.ts';

export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      {messages.loading}
    </div>
  );
}
