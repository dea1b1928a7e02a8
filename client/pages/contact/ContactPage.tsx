// Contact Us (SPEC section 2): the Get in Touch form beside the office map, then the four ways to reach us.
import { PageHero } from '../../components/PageHero.tsx';
import { Icon } from '../../components/Icon.tsx';
import { site } from '../../../shared/site.ts';
import { contactForm, contactIntro, contactMap } from '../../content/contact.ts';
import { ContactForm } from './ContactForm.tsx';
import { ContactCards } from './ContactCards.tsx';
import './contact.css';
import { newTab } from '../../components/strings.ts';

export { formResultSchema as pageDataSchema } from '../../hooks/useFormResult.ts';

export default function ContactPage() {
  return (
    <div className="contact-page">
      <PageHero title={contactIntro.title} intro={contactIntro.intro} />
      <section className="section contact-main" aria-labelledby="contact-form-heading">
        <div className="container contact-grid">
          <div className="card contact-form-card">
            <h2 id="contact-form-heading">{contactForm.heading}</h2>
            <p className="contact-form-text">{contactForm.text}</p>
            <ContactForm />
          </div>
          <figure className="contact-map">
            <div className="contact-map-placeholder" aria-hidden="true">
              <Icon name="map-pin" size={56} />
              <span>{site.address.lines.join(', ')}</span>
            </div>
            <iframe
              className="contact-map-frame"
              title={contactMap.title}
              src={contactMap.src}
              width="100%"
              height={contactMap.height}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <figcaption>
              <a href={contactMap.link} target="_blank" rel="noopener noreferrer">
                {contactMap.linkLabel}
                <span className="visually-hidden">{newTab}</span>
              </a>
            </figcaption>
          </figure>
        </div>
      </section>
      <ContactCards />
    </div>
  );
}
