// Frequently Asked Questions: the five questions as an accordion (the first open) and a way to ask more.
import { Link } from '../../components/Link.tsx';
import { Accordion } from '../../components/Accordion.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { faqCrumb, faqHeading, faqHelp, faqIntro, faqs } from '../../content/faq.ts';
import './faq.css';

const items = faqs.map((f) => ({ heading: f.question, content: <p>{f.answer}</p> }));

export default function FaqPage() {
  return (
    <>
      <PageHero title={faqHeading} intro={faqIntro} crumb={faqCrumb} />
      <section className="section faq-section">
        <div className="container faq-layout">
          <Accordion items={items} defaultOpen={0} headingLevel={2} />
          <aside className="faq-help" aria-labelledby="faq-help-heading">
            <Icon name="customer-support" size={56} />
            <div>
              <h2 id="faq-help-heading">{faqHelp.heading}</h2>
              <p>{faqHelp.text}</p>
            </div>
            <div className="faq-help-actions">
              <Link className="btn btn-primary" to={faqHelp.contact.to}>
                {faqHelp.contact.label}
              </Link>
              <Link className="btn btn-outline" to={faqHelp.apply.to}>
                {faqHelp.apply.label}
              </Link>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}
