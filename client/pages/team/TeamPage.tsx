// Our Team: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function TeamPage() {
  return (
    <>
      <PageHero title="Our Team" intro="The people behind Rupeeflow." />
      <section className="section">
        <div className="container">
          <p>Meet our leadership, department leads and supporting staff.</p>
        </div>
      </section>
    </>
  );
}
