// A page rendered for every request, as the site renders the Key Fact Statement for a chosen amount and tenure.
import { renderSite } from '../../site-tree.js';
import { PER_REQUEST_URL } from '../../per-request-url.mjs';

export const dynamic = 'force-dynamic';

export default async function KeyFactStatement() {
  return <div id="root" dangerouslySetInnerHTML={{ __html: await renderSite(PER_REQUEST_URL) }} />;
}
