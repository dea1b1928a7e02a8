// The carousel, loaded after the page's own script: the server renders it whole, and the browser keeps that HTML
// (inside this Suspense boundary) until Swiper arrives, so nothing flashes and Swiper stays off the first load.
import { lazy, Suspense, type ComponentType } from 'react';
import type { CarouselProps } from './Carousel.tsx';

const Carousel = lazy(() =>
  import('./Carousel.tsx').then((m) => ({
    default: m.Carousel as ComponentType<CarouselProps<unknown>>,
  })),
);

export function LazyCarousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense fallback={null}>
      <Carousel {...(props as CarouselProps<unknown>)} />
    </Suspense>
  );
}
