// Home: hero, about teaser, why choose us, how it works, the four easy steps, the loan calculator, the features
// carousel and who is eligible (SPEC section 2, Home).
import { useRef } from 'react';
import { features, homeHeadings } from '../../content/home.ts';
import { Carousel } from '../../components/carousel/Carousel.tsx';
import { IconCard } from '../../components/IconCard.tsx';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { HomeHero } from './HomeHero.tsx';
import { AboutTeaser, EasySteps, Eligibility, HowItWorks, WhyChooseUs } from './HomeSections.tsx';
import { LoanCalculator } from './LoanCalculator.tsx';
import './home.css';

export default function HomePage() {
  const eligibilityHeading = useRef<HTMLHeadingElement>(null);
  const reduced = useReducedMotion();
  const checkEligibility = () => {
    const heading = eligibilityHeading.current;
    if (!heading) return;
    heading
      .closest('section')
      ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <HomeHero onCheckEligibility={checkEligibility} />
      <AboutTeaser />
      <WhyChooseUs />
      <HowItWorks />
      <EasySteps />
      <LoanCalculator />
      <FeaturesCarousel />
      <Eligibility ref={eligibilityHeading} />
    </>
  );
}

function FeaturesCarousel() {
  return (
    <section className="section features">
      <div className="container">
        <div className="section-title">
          <h2 id="features-heading">{homeHeadings.features}</h2>
        </div>
        <Carousel
          labelledBy="features-heading"
          className="features-carousel"
          items={features}
          itemKey={(f) => f.title}
          itemLabel={(f) => f.title}
          renderItem={(f) => <IconCard item={f} className="feature-card" />}
          autoplay={0}
          speed={2000}
          gap={2}
          perView={{ 0: 1.2, 576: 2, 768: 3, 992: 4 }}
        />
      </div>
    </section>
  );
}
