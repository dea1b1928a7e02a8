// Video KYC: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function VideoKycPage() {
  return (
    <>
      <PageHero title="Video KYC" intro="Record a short video to complete your KYC." />
      <section className="section">
        <div className="container">
          <p>Open this page from the link we sent you to begin.</p>
        </div>
      </section>
    </>
  );
}
