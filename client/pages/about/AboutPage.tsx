// About Us: the introduction, four cards, Our Mission and Our Vision, Why Trust Us, Our Achievements and the
// customer reviews carousel (SPEC sections 1 and 2, About Us).
import { Suspense } from 'react';
import {
  aboutCards,
  aboutHeadings,
  aboutIntro,
  achievements,
  mission,
  reviews,
  vision,
  whyTrustUs,
} from '../../content/about.ts';
import type { Statement } from '../../content/types.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { Section } from '../../components/Section.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { IconCard } from '../../components/IconCard.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { LazyCarousel as Carousel } from '../../components/carousel/LazyCarousel.tsx';
import { useInView } from '../../hooks/useInView.ts';
import { AchievementCounter } from './AchievementCounter.tsx';
import { ReviewCard } from './ReviewCard.tsx';
import './about.css';

const STAGGER_MS = 100;
/** Mission, Vision and the counters start once 30% of them is on screen (SPEC section 4). */
const START_AT = 0.3;

export default function AboutPage() {
  return (
    <>
      <PageHero title={aboutHeadings.title} />
      <Intro />
      {/* Each boundary hydrates as its own task, so the long page does not block the main thread in one piece. */}
      <Suspense>
        <MissionAndVision />
        <WhyTrustUs />
      </Suspense>
      <Suspense>
        <Achievements />
        <Reviews />
      </Suspense>
    </>
  );
}

function Intro() {
  return (
    <section className="section" aria-labelledby="about-intro-heading">
      <div className="container">
        <div className="about-intro">
          <div className="about-intro-text">
            <h2 id="about-intro-heading">{aboutIntro.heading}</h2>
            {aboutIntro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {aboutIntro.picture ? (
            <div className="about-intro-media">
              <ResponsiveImage
                picture={aboutIntro.picture}
                widths={[600, 1200]}
                ratio={[4, 3]}
                sizes="(min-width: 992px) 560px, (min-width: 768px) 45vw, 100vw"
                priority
              />
            </div>
          ) : null}
        </div>
        <ul className="card-grid card-grid-4 about-cards" role="list">
          {aboutCards.map((card, i) => (
            <Reveal as="li" key={card.title} delay={i * STAGGER_MS}>
              <IconCard item={card} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

function MissionAndVision() {
  return (
    <section
      className="section mission-vision"
      aria-label={`${mission.heading} and ${vision.heading}`}
    >
      <div className="container mission-vision-grid">
        <StatementBlock statement={mission} />
        <StatementBlock statement={vision} delay={STAGGER_MS * 2} />
      </div>
    </section>
  );
}

function StatementBlock({ statement, delay = 0 }: { statement: Statement; delay?: number }) {
  return (
    <Reveal as="article" className="statement" threshold={START_AT} delay={delay}>
      <span className="statement-icon">
        <Icon name={statement.icon} size={40} />
      </span>
      <h2>{statement.heading}</h2>
      <p>{statement.text}</p>
    </Reveal>
  );
}

function WhyTrustUs() {
  return (
    <Section
      headingId="why-trust-us-heading"
      title={aboutHeadings.whyTrustUs}
      className="section-soft"
    >
      <ul className="card-grid card-grid-4" role="list">
        {whyTrustUs.map((item, i) => (
          <Reveal as="li" key={item.title} delay={i * STAGGER_MS}>
            <IconCard item={item} />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

function Achievements() {
  const [ref, seen] = useInView<HTMLUListElement>(START_AT);
  return (
    <Section
      headingId="achievements-heading"
      title={aboutHeadings.achievements}
      className="achievements"
    >
      <ul ref={ref} className="achievement-grid" role="list">
        {achievements.map((a) => (
          <AchievementCounter key={a.label} achievement={a} started={seen} />
        ))}
      </ul>
    </Section>
  );
}

function Reviews() {
  return (
    <Section
      headingId="reviews-heading"
      title={aboutHeadings.reviews}
      className="reviews"
      landmark={false}
    >
      <Carousel
        labelledBy="reviews-heading"
        className="reviews-carousel"
        items={reviews}
        itemKey={(r) => r.name}
        itemLabel={(r) => `Review by ${r.name}`}
        renderItem={(r) => <ReviewCard review={r} />}
        autoplay={3500}
        speed={800}
        gap={30}
        perView={{ 0: 1, 320: 1, 576: 1.2, 768: 2, 992: 3, 1200: 4 }}
      />
    </Section>
  );
}
