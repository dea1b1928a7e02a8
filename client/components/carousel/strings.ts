// The carousels' words (home hero and features, the About and Team pages), apart from the journey components'
// (../strings.ts): the home page shows a carousel and no code step or broken-link panel, so its first visit loads
// only these (decision 0165).

/** The carousels' buttons and slide names. */
export const carouselCopy = {
  carousel: 'carousel',
  slide: 'slide',
  slideOf: (n: number, count: number) => `${n} of ${count}`,
  pause: 'Pause slides',
  play: 'Play slides',
  previous: 'Previous slide',
  next: 'Next slide',
  show: (n: number, count: number) => `Show slide ${n} of ${count}`,
} as const;
