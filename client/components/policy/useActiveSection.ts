// Which of the given sections the reader is in: the last whose heading has passed the top quarter of the screen.
import { useEffect, useState } from 'react';

/** `ids` is the headings' element ids separated by spaces (a string, so the effect only reruns when they change). */
export function useActiveSection(ids: string): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const headings = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el) => el !== null);
    if (!headings.length || typeof IntersectionObserver === 'undefined') return;
    const update = () => {
      const line = window.innerHeight / 4;
      const passed = headings.filter((h) => h.getBoundingClientRect().top <= line);
      setActive(passed.at(-1)?.id);
    };
    // Crossing the band near the top is what can change the answer; recompute then rather than on every scroll.
    const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -75% 0px' });
    for (const h of headings) observer.observe(h);
    update();
    return () => observer.disconnect();
  }, [ids]);
  return active;
}
