// Any path the route table does not know (served with HTTP 404).
import { Link } from '../../components/Link.tsx';
import { messages } from '../../../shared/messages.ts';
import { pageMessages } from '../../../shared/page-messages.ts';
import { useAsset } from '../../client-config.tsx';

export default function NotFoundPage() {
  const asset = useAsset();
  return (
    <section className="not-found container">
      <img
        src={asset('img/404.svg')}
        alt=""
        width={320}
        height={200}
        style={{ margin: '0 auto 24px' }}
      />
      <h1>{pageMessages.notFound}</h1>
      <p>{pageMessages.notFoundHelp}</p>
      <p>
        <Link className="btn btn-primary" to="/">
          {messages.goHome}
        </Link>{' '}
        <Link className="btn btn-outline" to="/apply-now">
          {pageMessages.notFoundApply}
        </Link>{' '}
        <Link className="btn btn-outline" to="/repay-loan">
          {pageMessages.notFoundRepay}
        </Link>
      </p>
    </section>
  );
}
