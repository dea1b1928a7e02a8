// Company Moments: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function GalleryPage() {
  return (
    <>
      <PageHero title="Company Moments" intro="Life at Rupeeflow." />
      <section className="section">
        <div className="container">
          <p>Town halls, festivals, workshops and the team behind your loan.</p>
        </div>
      </section>
    </>
  );
}
