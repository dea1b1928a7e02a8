// Thank-you page: confirms that we have the visitor's details and says what happens next.
import { SuccessPanel } from '../../components/SuccessPanel.tsx';
import { messages } from '../../../shared/messages.ts';
import { site } from '../../../shared/site.ts';

export default function ThankYouPage() {
  return (
    <SuccessPanel title={messages.orderThanksTitle}>
      <p>
        We have received your details. Our team will contact you shortly on the mobile number you
        gave us. For anything urgent, call us on <a href={`tel:${site.phoneHref}`}>{site.phone}</a>{' '}
        ({site.officeHours}).
      </p>
    </SuccessPanel>
  );
}
