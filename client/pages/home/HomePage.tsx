// Home: hero, about teaser, why choose us, how it works, the four easy steps, the loan calculator, the features
// carousel and who is eligible (SPEC section 2, Home).
import { Suspense } from 'react';
import { features, homeHeadings } from '../../content/home.ts';
import { LazyCarousel as Carousel } from '../../components/carousel/LazyCarousel.tsx';
import { IconCard } from '../../components/IconCard.tsx';
import { Section } from '../../components/Section.tsx';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { HomeHero } from './HomeHero.tsx';
import { HomePart, loadHomeParts } from './home-parts.tsx';
import { ELIGIBILITY_HEADING_ID } from './home-ids.ts';
import { LazyLoanCalculator, loadCalculatorUnlessShown } from './lazy-calculator.tsx';
import './home.css';

/**
 * The static sections' code, on a client-side navigation only (home-parts.tsx); the calculator's there and on the
 * server (lazy-calculator.tsx).
 */
export const loadContent = async (): Promise<void> => {
  await Promise.all([loadHomeParts(), loadCalculatorUnlessShown()]);
};

export default function HomePage() {
  const reduced = useReducedMotion();
  // By id rather than by ref: the button works even before the section's boundary has hydrated.
  const checkEligibility = () => {
    const heading = document.getElementById(ELIGIBILITY_HEADING_ID);
    if (!heading) return;
    heading
      .closest('section')
      ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <HomeHero onCheckEligibility={checkEligibility} />
      {/* Each boundary hydrates as its own task, so the long page does not block the main thread in one piece. */}
      <Suspense>
        <HomePart name="intro" />
      </Suspense>
      <Suspense>
        <HomePart name="steps" />
      </Suspense>
      <Suspense>
        <LazyLoanCalculator />
      </Suspense>
      <Suspense>
        <FeaturesCarousel />
        <HomePart name="eligibility" />
      </Suspense>
    </>
  );
}

function FeaturesCarousel() {
  return (
    <Section
      headingId="features-heading"
      title={homeHeadings.features}
      className="features"
      landmark={false}
    >
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
    </Section>
  );
}
