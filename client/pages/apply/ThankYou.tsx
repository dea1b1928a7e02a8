// The Thank You screen that replaces the form once the application is accepted; focus moves to its heading.
import { useEffect, useRef } from 'react';
import { Link } from '../../components/Link.tsx';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { messages } from '../../../shared/messages.ts';
import { pageMessages } from '../../../shared/page-messages.ts';
import { thankYouCopy as copy } from './strings.ts';

/** The server's message as a sentence: 'Application submitted successfully' gets its full stop. */
const sentence = (text: string) => (/[.!?।]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export interface ThankYouProps {
  message?: string;
  firstName: string;
  mobile: string;
}

export function ThankYou({ message, firstName, mobile }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="card status-panel apply-thanks">
      <div className="status-icon">
        <CheckIcon />
      </div>
      <h2 ref={heading} tabIndex={-1} className="apply-thanks-title">
        {pageMessages.orderThanksTitle}
      </h2>
      <p className="apply-thanks-lead">{sentence(message ?? copy.received)}</p>
      <p>{firstName.trim() ? copy.nextNamed(firstName.trim()) : copy.next}</p>
      <ol className="apply-next">
        <li>{copy.steps.call(mobile.slice(-4))}</li>
        <li>{copy.steps.kyc}</li>
        <li>{copy.steps.money}</li>
      </ol>
      <Link className="btn btn-primary" to="/">
        {messages.goHome}
      </Link>
    </div>
  );
}
