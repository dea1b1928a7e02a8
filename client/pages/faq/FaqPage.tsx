// Frequently Asked Questions: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function FaqPage() {
  return (
    <>
      <PageHero title="Frequently Asked Questions" intro="Quick answers about salary advance loans." />
      <section className="section">
        <div className="container">
          <p>Answers to common questions about documents, disbursal, data safety and early repayment.</p>
        </div>
      </section>
    </>
  );
}
