// Home: the landing promise and the way into an application. The full page is built by the marketing issue.
import { Link } from 'react-router-dom';

export default function HomePage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Instant Personal Loans, Even on a Low Credit Score</h1>
        <p>No collateral, flexible tenure and approval within minutes. Funds credited in under 24 hours.</p>
        <Link className="btn btn-primary" to="/apply-now">
          Apply Now
        </Link>
      </div>
    </section>
  );
}
