// The carousel for one slide at a time that cross-fades (the home page's hero), without Swiper (decision 0140):
// a fade is one class and an opacity per slide, and Swiper's 28 kB would otherwise load on every first visit of /,
// since the hero is in view and plays on its own. It behaves as Carousel does with effect="fade" and loop={false}:
// the same controls, autoplay that yields to the visitor (usePlayState), one step every `autoplay` ms counted from
// the last change, arrow keys, rewind at both ends, announcements; and it writes the markup and the classes Swiper
// writes (swiper-initialized once live, swiper-slide-active, each slide's opacity, shift and transition), so the
// stylesheets that lay out the first paint and time the hero's text fade hold unchanged.
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { CarouselProps } from './Carousel.tsx';
import { CarouselControls } from './CarouselControls.tsx';
import { usePlayState } from './usePlayState.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';
import { carouselCopy } from './strings.ts';
import 'swiper/css';
import 'swiper/css/effect-fade';
import './carousel.css';

type FadeProps<T> = Omit<CarouselProps<T>, 'perView' | 'gap' | 'loop' | 'effect' | 'onLive'>;

export function FadeCarousel<T>(props: FadeProps<T>) {
  const { label, labelledBy, items, itemKey, itemLabel, renderItem, speed = 600 } = props;
  const { autoplay, dots = false, className = '', fixed, rootId } = props;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [live, setLive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reduced = useReducedMotion();
  const play = usePlayState(root, autoplay !== undefined);
  const moveSpeed = reduced ? 0 : speed;
  const count = items.length;
  useEffect(() => setLive(true), []);

  // Any change, the timer's or the visitor's, starts the wait again, so every slide gets its full time.
  useEffect(() => {
    if (play.state !== 'playing' || !autoplay || count < 2) return;
    const timer = setTimeout(() => setActive((a) => (a + 1) % count), autoplay);
    return () => clearTimeout(timer);
  }, [play.state, autoplay, active, count]);

  /** The visitor's move: to slide `to`, wrapping at both ends, and said aloud. */
  const go = (to: number) => {
    if (!live || count === 0) return;
    const index = (to + count) % count;
    setActive(index);
    const item = items[index];
    if (item !== undefined) setAnnouncement(`${itemLabel(item)}, ${index + 1} of ${count}`);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as Element).closest('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') go(active - 1);
    else if (e.key === 'ArrowRight') go(active + 1);
    else return;
    e.preventDefault();
  };

  return (
    <div
      ref={root}
      id={rootId}
      className={`carousel carousel-fade ${className}`.trim()}
      role="region"
      aria-roledescription={carouselCopy.carousel}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-autoplay={play.state}
      data-ready={live ? true : undefined}
      onKeyDown={onKeyDown}
      {...play.handlers}
    >
      <CarouselControls
        play={play.state}
        onToggle={play.toggle}
        onPrev={() => go(active - 1)}
        onNext={() => go(active + 1)}
        controls={id}
        dots={dots ? { count, active, onSelect: go } : undefined}
      />
      <div
        id={id}
        className={`swiper${live ? ' swiper-initialized swiper-horizontal swiper-fade' : ''}`}
      >
        <div className="swiper-wrapper">
          {items.map((item, i) => {
            const hidden = i !== active ? true : undefined;
            // Swiper's fade: every slide shifted back onto the first's place, the one shown opaque.
            const style: CSSProperties = {
              opacity: hidden ? 0 : 1,
              transform: `translate3d(${-100 * i}%, 0px, 0px)`,
              transitionDuration: `${moveSpeed}ms`,
            };
            return (
              <div
                key={itemKey(item, i)}
                className={`swiper-slide${hidden ? '' : ' swiper-slide-active'}`}
                style={style}
                role="group"
                aria-roledescription={carouselCopy.slide}
                aria-label={carouselCopy.slideOf(i + 1, count)}
                // One slide shows at a time: keep the hidden ones out of reach.
                inert={hidden}
                aria-hidden={hidden}
              >
                {renderItem(item, i)}
              </div>
            );
          })}
        </div>
      </div>
      {fixed}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
