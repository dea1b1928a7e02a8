// PAN Verification: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function PanVerifyPage() {
  return (
    <>
      <PageHero title="PAN Verification" intro="Verify your PAN for your loan application." />
      <section className="section">
        <div className="container">
          <p>Open this page from the link we sent you to begin.</p>
        </div>
      </section>
    </>
  );
}
