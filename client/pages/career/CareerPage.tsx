// Careers (SPEC section 2): why work with us, then the application form (every field required).
import { PageHero } from '../../components/PageHero.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { Section } from '../../components/Section.tsx';
import { useAsset } from '../../client-config.tsx';
import { careersForm, careersHero, careersIntro, whyWorkWithUs } from '../../content/careers.ts';
import { CareersForm } from './CareersForm.tsx';
import './career.css';

export { formResultSchema as pageDataSchema } from '../../hooks/useFormResult.ts';

export default function CareerPage() {
  const asset = useAsset();
  return (
    <>
      <PageHero title={careersHero.title} intro={careersHero.intro} />
      <section className="section careers-intro" aria-labelledby="careers-intro-heading">
        <div className="container careers-intro-grid">
          <div>
            <span className="eyebrow">{careersHero.eyebrow}</span>
            <h2 id="careers-intro-heading">{careersIntro.heading}</h2>
            <p>{careersIntro.text}</p>
            <a className="btn btn-primary" href="#apply">
              {careersForm.heading}
            </a>
          </div>
          <img
            className="careers-intro-image"
            src={asset(careersIntro.image)}
            srcSet={`${asset(careersIntro.image.replace('.webp', '-600.webp'))} 600w, ${asset(careersIntro.image)} 1200w`}
            sizes="(min-width: 992px) 560px, 100vw"
            width={1200}
            height={800}
            alt={careersIntro.imageAlt}
            fetchPriority="high"
          />
        </div>
      </section>
      <Section headingId="why-work-heading" title={whyWorkWithUs.heading} className="section-soft">
        <ul className="why-work-grid">
          {whyWorkWithUs.items.map((item, index) => (
            <Reveal as="li" key={item.title} className="card why-work-card" delay={index * 100}>
              <span className="why-work-icon">
                <Icon name={item.icon} size={40} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.desc}</p>
            </Reveal>
          ))}
        </ul>
      </Section>
      <section id="apply" className="section careers-apply" aria-labelledby="apply-heading">
        <div className="container">
          <div className="card careers-form-card">
            <h2 id="apply-heading">{careersForm.heading}</h2>
            <p className="careers-form-text">{careersForm.text}</p>
            <CareersForm />
          </div>
        </div>
      </section>
    </>
  );
}
