// Our Blogs: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function BlogListPage() {
  return (
    <>
      <PageHero title="Our Blogs" intro="Guides for salaried borrowers." />
      <section className="section">
        <div className="container">
          <p>Articles on salary advances, credit scores and borrowing safely.</p>
        </div>
      </section>
    </>
  );
}
