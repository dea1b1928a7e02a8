// The confirmation of a sent message; a complaint's reference number stands out so it can be noted down.
import { forwardRef } from 'react';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { contactForm } from '../../content/contact.ts';

export const ContactSent = forwardRef<HTMLDivElement, { message: string; reference?: string }>(
  function ContactSent({ message, reference }, ref) {
    return (
      <div ref={ref} className="alert alert-success contact-sent" role="status" tabIndex={-1}>
        <CheckIcon />
        <div>
          <p>{message}</p>
          {reference ? (
            <p className="contact-reference">
              {contactForm.referenceLabel}: <strong>{reference}</strong>
            </p>
          ) : null}
        </div>
      </div>
    );
  },
);
