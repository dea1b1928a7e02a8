// Repay Your Loan: heading and introduction; the full page is built by its own issue.
import { PageHero } from '../../components/PageHero.tsx';

export default function RepayPage() {
  return (
    <>
      <PageHero title="Repay Your Loan" intro="Find your loan by mobile number or PAN and pay online." />
      <section className="section">
        <div className="container">
          <p>Search for your loan to see the amount due.</p>
        </div>
      </section>
    </>
  );
}
