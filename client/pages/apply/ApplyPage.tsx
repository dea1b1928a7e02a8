// Apply Now: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function ApplyPage() {
  return (
    <>
      <PageHero title="Apply Now" intro="Apply for an instant salary advance in two minutes." />
      <section className="section">
        <div className="container">
          <p>Fill in the application form to get started.</p>
        </div>
      </section>
    </>
  );
}
