// The words of the app shell while a page's code loads or fails to (components/Loading.tsx, PageLoader.tsx,
// layout/RouteErrorBoundary.tsx): apart from shared/messages.ts, the forms' and states' catalogue, so every
// page's first load carries these four and not the catalogue (decision 0119). Hindi: page-load-messages.hi.ts.

export const pageLoadMessages = {
  loading: 'Loading...',
  pageLoadFailed: 'This page could not be loaded',
  pageLoadFailedHint: 'Please check your connection and try again.',
  retry: 'Retry',
};
