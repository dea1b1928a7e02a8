// The hero: three slides that cross-fade every 3 s and wrap, each with a picture, a headline and a line of text,
// and one Apply Now / Check Eligibility row that never moves (a tap aimed at it cannot land elsewhere mid-change).
// The slides are the same height and their text is anchored to that row; during the 900 ms change the old text
// fades out in the first half and the new one in during the second, so two headlines never show at once
// (home.css). The first slide's picture is the page's largest paint, so it loads first and eagerly.
import type { CSSProperties } from 'react';
import { Link } from '../../components/Link.tsx';
import { heroActions, heroSlides } from '../../content/home.ts';
import type { HeroSlide } from '../../content/types.ts';
import { FadeCarousel } from '../../components/carousel/FadeCarousel.tsx';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { homeUi } from './strings.ts';

const HERO_INTERVAL_MS = 3000;
const HERO_FADE_MS = 900;

export function HomeHero({ onCheckEligibility }: { onCheckEligibility(): void }) {
  return (
    <div className="hero" style={{ '--hero-half-fade': `${HERO_FADE_MS / 2}ms` } as CSSProperties}>
      <FadeCarousel
        label={homeUi.heroLabel}
        className="hero-carousel"
        items={heroSlides}
        itemKey={(slide) => slide.image}
        itemLabel={(slide) => slide.headline}
        autoplay={HERO_INTERVAL_MS}
        speed={HERO_FADE_MS}
        dots
        renderItem={(slide, i) => <Slide slide={slide} first={i === 0} />}
        fixed={<HeroActions onCheckEligibility={onCheckEligibility} />}
      />
    </div>
  );
}

function Slide({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className="hero-slide">
      <ResponsiveImage
        className="hero-image"
        picture={{ image: slide.image, imageSmall: slide.imageSmall, alt: slide.alt }}
        widths={[800, 1600]}
        ratio={[16, 9]}
        sizes="(min-width: 768px) min(75vw, 1070px), 100vw"
        priority={first}
      />
      <div className="container hero-content">
        <div className="hero-copy">
          <Heading className="hero-title">{slide.headline}</Heading>
          <p className="hero-text">{slide.text}</p>
        </div>
      </div>
    </div>
  );
}

function HeroActions({ onCheckEligibility }: { onCheckEligibility(): void }) {
  return (
    <div className="container hero-actions-bar">
      <div className="hero-actions">
        <Link className="btn btn-primary" to={heroActions.apply.to}>
          {heroActions.apply.label}
        </Link>
        <button
          type="button"
          className="btn btn-outline hero-eligibility"
          onClick={onCheckEligibility}
        >
          {heroActions.checkEligibility}
        </button>
      </div>
    </div>
  );
}
