// A page rendered for every request, as the site renders /order-confirmation.
import { renderSite } from '../../site-tree.js';

export const dynamic = 'force-dynamic';

export default async function OrderConfirmation() {
  return (
    <div id="root" dangerouslySetInnerHTML={{ __html: await renderSite('/order-confirmation') }} />
  );
}
