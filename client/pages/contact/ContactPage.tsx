// Contact Us: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function ContactPage() {
  return (
    <>
      <PageHero title="Contact Us" intro="We are here 10:00AM - 7:00PM to help with applications, repayments and anything else." />
      <section className="section">
        <div className="container">
          <p>Call, WhatsApp or e-mail us, or visit our office in Noida.</p>
        </div>
      </section>
    </>
  );
}
