// True once the element has been at least `threshold` visible (and stays true: SPEC's effects run once).
import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onSeen` once, the first time `el` intersects the window as `options` define it (at once where the browser
 * has no IntersectionObserver). Returns the function that stops watching.
 */
export function onceInView(
  el: Element,
  options: IntersectionObserverInit,
  onSeen: () => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onSeen();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    onSeen();
  }, options);
  observer.observe(el);
  return () => observer.disconnect();
}

export function useInView<T extends Element>(
  threshold = 0.1,
): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    return onceInView(el, { threshold }, () => setSeen(true));
  }, [threshold, seen]);
  return [ref, seen];
}
