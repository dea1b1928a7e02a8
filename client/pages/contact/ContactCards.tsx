// The four ways to reach us (Address, Connect US, Whatsapp, Mail US), each with the office hours; they fade in
// once 10% of each is visible.
import { Icon } from '../../components/Icon.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { Section } from '../../components/Section.tsx';
import { contactCardsHeading, contactItems } from '../../content/contact.ts';
import { contactUi } from './strings.ts';
import { newTab } from '../../components/strings.ts';

export function ContactCards() {
  return (
    <Section
      headingId="contact-cards-heading"
      title={contactCardsHeading}
      className="contact-cards-section"
    >
      <ul className="contact-cards">
        {contactItems.map((item, index) => {
          const details = item.lines.slice(0, -1);
          const hours = item.lines.at(-1);
          const external = /^https?:/.test(item.href);
          return (
            <Reveal
              as="li"
              key={item.title}
              className="card contact-card"
              threshold={0.1}
              delay={index * 100}
            >
              <span className="contact-card-icon">
                <Icon name={item.icon} size={40} />
              </span>
              <h3>{item.title}</h3>
              <p className="contact-card-details">
                <a
                  href={item.href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {details.map((line, i) => (
                    <span key={line}>
                      {i > 0 ? <br /> : null}
                      {line}
                    </span>
                  ))}
                  {external ? <span className="visually-hidden">{newTab}</span> : null}
                </a>
              </p>
              <p className="contact-card-hours">
                <Icon name="clock" size={18} />
                <span>
                  <span className="visually-hidden">{contactUi.officeHours}</span>
                  {hours}
                </span>
              </p>
            </Reveal>
          );
        })}
      </ul>
    </Section>
  );
}
