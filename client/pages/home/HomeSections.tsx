// The home page's content sections between the hero and the calculator, and the eligibility section after it: a
// chunk the browser loads only on a client-side navigation to the home page (home-parts.tsx, decision 0124).
import { Link } from '../../components/Link.tsx';
import { eligibility } from '../../content/eligibility.ts';
import { homeHeadings } from '../../content/home.ts';
import { aboutTeaser, easySteps, howItWorks, whyChooseUs } from '../../content/home-sections.ts';
import type { Step } from '../../content/types.ts';
import { Reveal } from '../../components/Reveal.tsx';
import { IconCard } from '../../components/IconCard.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { Section } from '../../components/Section.tsx';
import { homeUi } from './strings.ts';
import { ELIGIBILITY_HEADING_ID } from './home-ids.ts';

const STAGGER_MS = 100;

export function AboutTeaser() {
  const picture = aboutTeaser.picture;
  return (
    <section className="section about-teaser" aria-labelledby="about-teaser-heading">
      <div className="container about-teaser-grid">
        {picture ? (
          <Reveal className="about-teaser-media">
            <ResponsiveImage
              picture={picture}
              widths={[600, 1200]}
              ratio={[4, 3]}
              sizes="(min-width: 992px) 560px, 100vw"
            />
          </Reveal>
        ) : null}
        <Reveal className="about-teaser-text">
          <span className="eyebrow">{homeHeadings.aboutTeaser}</span>
          <h2 id="about-teaser-heading">{aboutTeaser.heading}</h2>
          {aboutTeaser.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {aboutTeaser.link ? (
            <Link className="btn btn-primary" to={aboutTeaser.link.to}>
              {aboutTeaser.link.label}
              <span className="visually-hidden">: {homeHeadings.aboutTeaser}</span>
            </Link>
          ) : null}
        </Reveal>
      </div>
    </section>
  );
}

export function WhyChooseUs() {
  return (
    <Section
      headingId="why-choose-us-heading"
      title={homeHeadings.whyChooseUs}
      className="section-soft"
    >
      <ul className="card-grid card-grid-3" role="list">
        {whyChooseUs.map((item, i) => (
          <Reveal as="li" key={item.title} delay={(i % 3) * STAGGER_MS}>
            <IconCard item={item} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

export function HowItWorks() {
  return (
    <Section headingId="how-it-works-heading" title={homeHeadings.howItWorks}>
      <ol className="card-grid card-grid-4 how-it-works" role="list">
        {howItWorks.map((step, i) => (
          <Reveal as="li" key={step.number} delay={i * STAGGER_MS} className="how-card">
            <span className="how-number" aria-hidden="true">
              {step.number}
            </span>
            <span className="icon-card-icon">
              <Icon name={step.icon} size={40} />
            </span>
            <h3>
              <span className="visually-hidden">{homeUi.step(step.number)}</span>
              {step.title}
            </h3>
            <p>{step.desc}</p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}

export function EasySteps() {
  return (
    <Section headingId="easy-steps-heading" title={homeHeadings.easySteps} className="easy-steps">
      <ol className="steps-flow" role="list">
        {easySteps.map((step, i) => (
          <Reveal as="li" key={step.number} delay={i * STAGGER_MS} className="flow-step">
            <FlowStep step={step} />
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}

function FlowStep({ step }: { step: Step }) {
  return (
    <>
      <span className="flow-badge">
        <Icon name={step.icon} size={36} />
        <span className="flow-number" aria-hidden="true">
          {step.number}
        </span>
      </span>
      <div>
        <h3>
          <span className="visually-hidden">{homeUi.step(step.number)}</span>
          {step.title}
        </h3>
        <p>{step.desc}</p>
      </div>
    </>
  );
}

/** Who is Eligible?: the target of the hero's Check Eligibility button, which focuses its heading. */
export function Eligibility() {
  return (
    <Section
      id="who-is-eligible"
      headingId={ELIGIBILITY_HEADING_ID}
      title={eligibility.heading}
      intro={eligibility.subheading}
      className="section-soft eligibility"
      focusableHeading
    >
      <ul className="card-grid card-grid-4" role="list">
        {eligibility.items.map((item, i) => (
          <Reveal as="li" key={item.title} delay={i * STAGGER_MS}>
            <IconCard item={item} className="eligibility-card" />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
