// Thank-you page: confirms that we have the visitor's details and says what happens next.
import { SuccessPanel } from '../../components/SuccessPanel.tsx';
import { pageMessages } from '../../../shared/page-messages.ts';
import { site } from '../../../shared/site.ts';
import { thankYouPageCopy as copy } from './strings.ts';
import { siteWords } from '../../site-words.ts';

export default function ThankYouPage() {
  return (
    <SuccessPanel title={pageMessages.orderThanksTitle}>
      <p>
        {copy.before}
        <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
        {copy.hours(siteWords.officeHours)}
      </p>
    </SuccessPanel>
  );
}
