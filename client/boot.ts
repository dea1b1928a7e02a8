// Starts the page's JavaScript once the server-rendered page has painted (decision 0135).
// The document names the entry and the chunks it needs on this element (server/features/pages/document.ts, documentTail): the
// chunks are asked for together, as modulepreload links would have been, and the entry imports them. Until then the
// network carries the stylesheets and the page's largest picture alone, so they arrive sooner on a slow connection.
// A page opened in the background paints nothing and runs no animation frame: it starts at once.
const { entry = '', preload = '' } = document.getElementById('boot')?.dataset ?? {};

function start() {
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const src of entry.split(' ').filter(Boolean)) void import(/* @vite-ignore */ src);
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
