// A legal or policy document in the shared policy container (header and content section).
import { useLocation } from 'react-router-dom';
import { PageHero } from '../../components/PageHero.tsx';
import { policyRoutes } from '../../content/policy-index.ts';

export default function PolicyPage() {
  const { pathname } = useLocation();
  const policy = policyRoutes.find((p) => p.path === pathname);
  if (!policy) return null;
  return (
    <>
      <PageHero title={policy.title} intro={policy.description} />
      <section className="section">
        <div className="container">
          <p>{policy.description}</p>
        </div>
      </section>
    </>
  );
}
