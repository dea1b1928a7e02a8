// Catches a page that fails to load or render (a missing chunk after a deploy, say) and offers a reload.
import { Component, type ReactNode } from 'react';

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
        <h1>This page could not be loaded</h1>
        <p>Please check your connection and reload the page.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    );
  }
}
