// The site's own React tree, rendered by the site's own build (dist/ssr/entry-server.js) with its own React: the
// peer serves exactly what the site serves inside its pages, so the bench compares the servers, not the pages.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Hidden from Next's bundler: the site's build is loaded at run time, as it is, with its own copy of React.
const importAtRunTime = new Function('url', 'return import(url)');

let loaded;
function site() {
  loaded ??= (async () => {
    const entry = resolve(process.env.SITE_ROOT ?? '../../../..', 'dist/ssr/entry-server.js');
    const mod = await importAtRunTime(pathToFileURL(entry).href);
    for (const route of mod.routes) await route.page.preload();
    return mod;
  })();
  return loaded;
}

const config = {
  assetBaseUrl: '/assets',
  publicBaseUrl: 'http://127.0.0.1',
  sandbox: true,
  sandboxSmsPath: '/sandbox/sms',
};

/** The HTML of the site's React tree at a URL. */
export async function renderSite(url) {
  const mod = await site();
  return mod.renderAppToString(url, { config }) ?? '';
}
