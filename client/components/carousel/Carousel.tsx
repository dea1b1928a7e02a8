// The site's one carousel: Swiper underneath, server-rendered slides, autoplay that yields to the visitor
// (reduced motion, Pause, hover, keyboard focus, off-screen), arrow keys, visible controls, and announcements of
// the slide the visitor moved to. Only the pages that render it load Swiper.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, EffectFade } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { CarouselControls } from './CarouselControls.tsx';
import { usePlayState } from './usePlayState.ts';
import { useAutoplay } from './useAutoplay.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { carouselCopy } from './strings.ts';

/** Viewport widths (px) at which slides-per-view may change; carousel.css mirrors them for the first paint. */
export type Breakpoint = 0 | 320 | 576 | 768 | 992 | 1200;

export interface CarouselProps<T> {
  /** Accessible name of the carousel: a label, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  items: readonly T[];
  itemKey(item: T, index: number): string;
  /** Short text naming a slide, announced when the visitor moves to it. */
  itemLabel(item: T): string;
  renderItem(item: T, index: number): ReactNode;
  /** Slides per view from each viewport width up, e.g. { 0: 1.2, 576: 2 }. */
  perView?: Partial<Record<Breakpoint, number>>;
  /** Gap between slides in px. */
  gap?: number;
  /** Duration of one slide's movement in ms. */
  speed?: number;
  /** Auto-play: ms between slides, or 0 for a continuous glide. Omit for none. */
  autoplay?: number;
  /** Wrap around endlessly (true) or rewind from the last slide to the first (false). */
  loop?: boolean;
  effect?: 'slide' | 'fade';
  dots?: boolean;
  className?: string;
  /** Content that stays put while the slides change (e.g. one call-to-action row), inside the region. */
  fixed?: ReactNode;
  /** The region's id, by which LazyCarousel watches for it nearing the window. */
  rootId?: string;
  /** Called once the carousel runs in the browser (hydrated or mounted): LazyCarousel may re-render it from then. */
  onLive?(live: true): void;
}

export function Carousel<T>(props: CarouselProps<T>) {
  const {
    label,
    labelledBy,
    items,
    itemKey,
    itemLabel,
    renderItem,
    perView = { 0: 1 },
    gap = 0,
    speed = 600,
  } = props;
  const { autoplay, effect = 'slide', dots = false, className = '', fixed, rootId, onLive } = props;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const reduced = useReducedMotion();
  const play = usePlayState(root, autoplay !== undefined);
  const moveSpeed = reduced ? 0 : speed;
  useEffect(() => onLive?.(true), [onLive]);
  useAutoplay(swiper, play.state === 'playing', autoplay ?? 0, moveSpeed);

  const widths = (Object.keys(perView).map(Number) as Breakpoint[]).sort((a, b) => a - b);
  const most = Math.max(...widths.map((w) => perView[w] ?? 1));
  // Swiper's loop needs a spare slide beyond those in view; with fewer, rewind gives the same wrap-around.
  const loop = (props.loop ?? true) && effect === 'slide' && items.length > Math.ceil(most);
  const breakpoints: SwiperOptions['breakpoints'] = {};
  for (const w of widths) if (w > 0) breakpoints[w] = { slidesPerView: perView[w] };

  const announce = (s: SwiperInstance) => {
    const item = items[s.realIndex];
    if (item !== undefined)
      setAnnouncement(`${itemLabel(item)}, ${s.realIndex + 1} of ${items.length}`);
  };
  const go = (move: (s: SwiperInstance) => void) => {
    if (!swiper || swiper.destroyed) return;
    move(swiper);
    announce(swiper);
  };
  const prev = () => go((s) => s.slidePrev());
  const next = () => go((s) => s.slideNext());
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as Element).closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') prev();
    else if (e.key === 'ArrowRight') next();
    else return;
    e.preventDefault();
  };

  const style = { '--carousel-gap': `${gap}px` } as Record<string, string>;
  for (const w of widths) style[`--per-view-${w}`] = String(perView[w]);

  return (
    <div
      ref={root}
      id={rootId}
      className={`carousel carousel-${effect}${autoplay === 0 ? ' carousel-continuous' : ''} ${className}`.trim()}
      role="region"
      aria-roledescription={carouselCopy.carousel}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-autoplay={play.state}
      data-ready={swiper ? true : undefined}
      style={style as CSSProperties}
      onKeyDown={onKeyDown}
      {...play.handlers}
    >
      <CarouselControls
        play={play.state}
        onToggle={play.toggle}
        onPrev={prev}
        onNext={next}
        controls={id}
        dots={
          dots
            ? {
                count: items.length,
                active,
                onSelect: (i) => go((s) => (loop ? s.slideToLoop(i) : s.slideTo(i))),
              }
            : undefined
        }
      />
      <Swiper
        id={id}
        modules={effect === 'fade' ? [A11y, EffectFade] : [A11y]}
        effect={effect}
        fadeEffect={{ crossFade: true }}
        slidesPerView={perView[0] ?? perView[320] ?? 1}
        breakpoints={breakpoints}
        spaceBetween={gap}
        speed={moveSpeed}
        loop={loop}
        rewind={!loop}
        watchSlidesProgress
        a11y={{ slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setActive(s.realIndex)}
      >
        {items.map((item, i) => (
          <SwiperSlide
            key={itemKey(item, i)}
            role="group"
            aria-roledescription={carouselCopy.slide}
            aria-label={carouselCopy.slideOf(i + 1, items.length)}
            // One slide shows at a time with the fade effect: keep the hidden ones out of reach.
            inert={effect === 'fade' && i !== active ? true : undefined}
            aria-hidden={effect === 'fade' && i !== active ? true : undefined}
          >
            {renderItem(item, i)}
          </SwiperSlide>
        ))}
      </Swiper>
      {fixed}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
