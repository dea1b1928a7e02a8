// Drives a Swiper instance while `playing`: one slide every `delay` ms, or a continuous glide when delay is 0.
// Our own driver rather than Swiper's Autoplay module: it pauses on keyboard focus and off-screen as well as on
// hover, counts each step from the previous slide change (so tests can step it with a fake clock), and freezes a
// continuous glide where it is instead of letting it run on to the next slide.
import { useEffect } from 'react';
import type { Swiper } from 'swiper/types';

/** A continuous glide stopped mid-way remembers the translate it was heading for. */
interface Frozen {
  target: number;
}

export function useAutoplay(
  swiper: Swiper | null,
  playing: boolean,
  delay: number,
  speed: number,
): void {
  useEffect(() => {
    if (!swiper || swiper.destroyed || !playing) return;
    if (delay > 0) return stepEvery(swiper, delay);
    return glide(swiper, speed);
  }, [swiper, playing, delay, speed]);
}

function stepEvery(swiper: Swiper, delay: number): () => void {
  let timer = setTimeout(next, delay);
  function next() {
    if (!swiper.destroyed) swiper.slideNext();
  }
  // Any slide change, ours or the visitor's, starts the wait again, so every slide gets its full delay.
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(next, delay);
  };
  swiper.on('slideChange', restart);
  return () => {
    clearTimeout(timer);
    if (!swiper.destroyed) swiper.off('slideChange', restart);
  };
}

const frozenGlides = new WeakMap<Swiper, Frozen>();

function glide(swiper: Swiper, speed: number): () => void {
  const wrapper = swiper.wrapperEl;
  let queued: ReturnType<typeof setTimeout> | undefined;
  /** Whether a step of ours is moving the wrapper now. */
  let stepping = false;
  const next = () => {
    stepping = false;
    if (swiper.destroyed) return;
    swiper.slideNext(speed);
    stepping = swiper.animating;
  };
  const queueNext = () => {
    clearTimeout(queued);
    queued = setTimeout(next, 0);
  };
  // Chain on the wrapper's own transitionend (Swiper's 'transitionEnd' event also fires for the instant jumps of
  // its loop bookkeeping). Queued so that Swiper's listener has cleared its `animating` flag first.
  const onEnd = (event: TransitionEvent) => {
    if (event.target === wrapper) queueNext();
  };
  wrapper.addEventListener('transitionend', onEnd);
  // After a resize Swiper puts the wrapper back on its slide at once, a frame later (slideToLoop waits for one):
  // that cuts a step of ours short with no transitionend, which would leave the band standing for good. Its
  // instant move does end in Swiper's 'transitionEnd' with nothing animating; glide on from there.
  const onCut = () => {
    if (stepping && !swiper.animating) queueNext();
  };
  swiper.on('transitionEnd', onCut);

  const frozen = frozenGlides.get(swiper);
  frozenGlides.delete(swiper);
  const step = slideStep(swiper);
  if (frozen && step > 0) {
    const remaining = Math.min(1, Math.abs(frozen.target - swiper.translate) / step);
    if (remaining > 0.01) {
      swiper.slideTo(swiper.activeIndex, Math.round(speed * remaining));
      stepping = swiper.animating;
    } else next();
  } else {
    next();
  }

  return () => {
    clearTimeout(queued);
    wrapper.removeEventListener('transitionend', onEnd);
    if (swiper.destroyed) return;
    swiper.off('transitionEnd', onCut);
    if (!swiper.animating) return;
    // Stop the glide where it is: read the translate mid-transition and pin it there.
    const target = -(swiper.snapGrid[swiper.snapIndex] ?? 0);
    const current = swiper.getTranslate();
    swiper.setTransition(0);
    swiper.setTranslate(current);
    swiper.animating = false;
    frozenGlides.set(swiper, { target });
  };
}

/** Width of one slide plus the gap: the distance one step of the glide travels. */
function slideStep(swiper: Swiper): number {
  const size = swiper.slidesSizesGrid[0] ?? 0;
  const gap = typeof swiper.params.spaceBetween === 'number' ? swiper.params.spaceBetween : 0;
  return size + gap;
}
