// Thank-you page: confirms that we have the visitor's details and says what happens next.
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { messages } from '../../../shared/messages.ts';
import { site } from '../../content/site.ts';

export default function ThankYouPage() {
  return (
    <section className="container">
      <div className="card status-panel">
        <div className="status-icon">
          <CheckIcon />
        </div>
        <h1>{messages.orderThanksTitle}</h1>
        <p>
          We have received your details. Our team will contact you shortly on the mobile number you
          gave us. For anything urgent, call us on{' '}
          <a href={`tel:${site.phoneHref}`}>{site.phone}</a> ({site.officeHours}).
        </p>
        <div>
          <Link className="btn btn-primary" to="/">
            {messages.goHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
