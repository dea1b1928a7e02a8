// A number that eases to each new target over `duration` ms (calculator figures, achievement counters).
// With reduced motion, while printing, or with a duration of 0, it jumps straight there.
import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './useReducedMotion.ts';

const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

export function useAnimatedNumber(target: number, duration: number): number {
  const reduced = useReducedMotion();
  const [value, setValue] = useState(target);
  const current = useRef(target);

  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    if (reduced || duration <= 0 || window.matchMedia('print').matches) {
      current.current = target;
      setValue(target);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - started) / duration));
      current.current = progress === 1 ? target : from + (target - from) * easeOutCubic(progress);
      setValue(current.current);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration, reduced]);

  return value;
}
