// Careers: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function CareerPage() {
  return (
    <>
      <PageHero title="Careers" intro="Build fair, fast credit for India's salaried workforce." />
      <section className="section">
        <div className="container">
          <p>See why people join us and apply online.</p>
        </div>
      </section>
    </>
  );
}
