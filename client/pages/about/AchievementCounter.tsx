// One of Our Achievements: counts from 0 to its value over its duration once the row is 30% visible (SPEC
// section 4). The server renders the final figure; screen readers always get the final figure, never the count.
import { useEffect, useState } from 'react';
import type { Achievement } from '../../content/types.ts';
import { formatIndianNumber } from '../../../shared/format.ts';
import { Icon } from '../../components/Icon.tsx';
import { useAnimatedNumber } from '../../hooks/useAnimatedNumber.ts';
import { useReducedMotion } from '../../hooks/useReducedMotion.ts';

const show = (a: Achievement, n: number) =>
  `${a.prefix ?? ''}${a.separator ? formatIndianNumber(n) : String(n)}${a.suffix}`;

export function AchievementCounter({
  achievement: a,
  started,
}: {
  achievement: Achievement;
  started: boolean;
}) {
  // Until the row scrolls into view the counter rests at 0 (after hydration, so the HTML keeps the real figure).
  // With reduced motion there is no count at all: the figure simply stays.
  const reduced = useReducedMotion();
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  const resting = armed && !started && !reduced;
  const n = useAnimatedNumber(resting ? 0 : a.value, resting ? 0 : a.duration * 1000);
  return (
    <li className="achievement">
      <span className="achievement-icon">
        <Icon name={a.icon} size={36} />
      </span>
      <span className="achievement-value" aria-hidden="true">
        {show(a, Math.round(n))}
      </span>
      <span className="visually-hidden">{show(a, a.value)}</span>
      <span className="achievement-label">{a.label}</span>
    </li>
  );
}
