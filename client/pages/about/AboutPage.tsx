// About Us: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function AboutPage() {
  return (
    <>
      <PageHero title="About Us" intro="Seamless, transparent salary advances with fast disbursal and client-first support." />
      <section className="section">
        <div className="container">
          <p>Rupeeflow helps salaried professionals bridge the days before payday with small, short-term loans.</p>
        </div>
      </section>
    </>
  );
}
