// The visible controls of a carousel: Pause / Play when it auto-plays, previous and next, and optional dots.
import type { PlayState } from './usePlayState.ts';
import { carouselCopy } from './strings.ts';

interface CarouselControlsProps {
  play: PlayState;
  onToggle(): void;
  onPrev(): void;
  onNext(): void;
  /** Dots: how many and which is showing; omitted for long carousels. */
  dots?: { count: number; active: number; onSelect(index: number): void };
  controls: string;
}

export function CarouselControls({
  play,
  onToggle,
  onPrev,
  onNext,
  dots,
  controls,
}: CarouselControlsProps) {
  const running = play === 'playing' || play === 'paused';
  return (
    <div className="carousel-controls">
      {play !== 'off' ? (
        <button
          type="button"
          className="carousel-button"
          aria-label={running ? carouselCopy.pause : carouselCopy.play}
          onClick={onToggle}
        >
          {running ? <PauseGlyph /> : <PlayGlyph />}
        </button>
      ) : null}
      <button
        type="button"
        className="carousel-button"
        aria-label={carouselCopy.previous}
        aria-controls={controls}
        onClick={onPrev}
      >
        <ChevronGlyph direction="left" />
      </button>
      {dots ? (
        <div className="carousel-dots">
          {Array.from({ length: dots.count }, (_, i) => (
            <button
              key={i}
              type="button"
              className="carousel-dot"
              aria-label={carouselCopy.show(i + 1, dots.count)}
              aria-current={i === dots.active ? 'true' : undefined}
              aria-controls={controls}
              onClick={() => dots.onSelect(i)}
            />
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className="carousel-button"
        aria-label={carouselCopy.next}
        aria-controls={controls}
        onClick={onNext}
      >
        <ChevronGlyph direction="right" />
      </button>
    </div>
  );
}

function ChevronGlyph({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M8 5.5v13a1 1 0 0 0 1.5.86l10-6.5a1 1 0 0 0 0-1.72l-10-6.5A1 1 0 0 0 8 5.5z"
        fill="currentColor"
      />
    </svg>
  );
}
