// The home page, prerendered once by `next build` and served from Next's cache, as the site serves its cached /.
import { renderSite } from '../site-tree.js';

export default async function Home() {
  return <div id="root" dangerouslySetInnerHTML={{ __html: await renderSite('/') }} />;
}
