// Whether an auto-playing carousel may move right now: never with reduced motion, never after the visitor pressed
// Pause, and not while it is hovered, holds keyboard focus, is mostly off-screen or the tab is hidden.
import { useEffect, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';

export type PlayState = 'off' | 'stopped' | 'paused' | 'playing';

export interface PlayControl {
  state: PlayState;
  /** The visitor's Pause / Play button. */
  toggle(): void;
  /** Spread on the carousel's root element. */
  handlers: {
    onPointerEnter(e: PointerEvent): void;
    onPointerLeave(e: PointerEvent): void;
    onFocus(e: FocusEvent): void;
    onBlur(e: FocusEvent): void;
  };
}

export function usePlayState(root: RefObject<HTMLElement | null>, autoplay: boolean): PlayControl {
  const reduced = useReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [tabVisible, setTabVisible] = useState(true);

  useEffect(() => {
    const el = root.current;
    if (!autoplay || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting), {
      threshold: 0.3,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, autoplay]);

  useEffect(() => {
    if (!autoplay) return;
    const onChange = () => setTabVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [autoplay]);

  let state: PlayState = 'playing';
  if (!autoplay || reduced) state = 'off';
  else if (stopped) state = 'stopped';
  else if (hovered || focused || !onScreen || !tabVisible) state = 'paused';

  return {
    state,
    toggle: () => setStopped((s) => !s),
    handlers: {
      onPointerEnter: (e) => e.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (e) => e.pointerType === 'mouse' && setHovered(false),
      // Keyboard focus only: a mouse click on Next should not leave the carousel paused after the pointer leaves.
      onFocus: (e) => {
        if ((e.target as Element).matches(':focus-visible')) setFocused(true);
      },
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
