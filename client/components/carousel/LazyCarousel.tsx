// The carousel, loaded after the page's own script: the server renders it whole, and the browser keeps that HTML
// (inside this Suspense boundary) until Swiper arrives, so nothing flashes and Swiper stays off the first load.
import { lazy, Suspense, type ComponentType } from 'react';
import type { CarouselProps } from './Carousel.tsx';
// The styles come with the page, not with Swiper's script: the server-rendered slides are laid out as Swiper will
// lay them out from the first paint. Loaded with the lazy chunk, they arrived after it, and until then the slides
// stood one under another and the controls unstyled above them (the hero jumped by 0.84 CLS when they came).
import 'swiper/css';
import 'swiper/css/effect-fade';
import './carousel.css';

type Loaded = { default: ComponentType<CarouselProps<unknown>> };
let loaded: Loaded | undefined;

/**
 * Loads the carousel's code. The server does so before it renders anything (the SSR entry's loadLazyParts), so
 * its renders never suspend here: a page renders in one synchronous pass, never through the streaming renderer.
 */
export function loadCarousel(): Promise<Loaded> {
  return import('./Carousel.tsx').then(
    (m) => (loaded = { default: m.Carousel as ComponentType<CarouselProps<unknown>> }),
  );
}

// Once loaded, a thenable that resolves at once: React's lazy then renders the carousel in the same pass.
const Carousel = lazy(() =>
  loaded
    ? ({ then: (resolve: (m: Loaded) => void) => resolve(loaded!) } as Promise<Loaded>)
    : loadCarousel(),
);

export function LazyCarousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense fallback={null}>
      <Carousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
