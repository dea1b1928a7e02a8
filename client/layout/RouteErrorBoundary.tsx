// Catches a page that fails to render and offers Retry, which loads the page afresh from the server (a code
// chunk that fails to load is PageLoader's to show; this catches what fails after).
import { Component, type ReactNode } from 'react';
import { pageLoadMessages } from '../../shared/page-load-messages.ts';

interface State {
  failed: boolean;
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="container page-error" role="alert">
        <h1>{pageLoadMessages.pageLoadFailed}</h1>
        <p>{pageLoadMessages.pageLoadFailedHint}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {pageLoadMessages.retry}
        </button>
      </section>
    );
  }
}
