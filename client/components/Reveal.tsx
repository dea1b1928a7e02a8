// A block that fades and rises into place once, when it first scrolls into view (SPEC section 4).
// Server-rendered content stays visible without script: the hidden state is applied only after hydration.
import { useEffect, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { useInView } from '../hooks/useInView.ts';
import './reveal.css';

interface RevealProps {
  children: ReactNode;
  /** Fraction visible that triggers it: 0.1 by default, 0.3 for Mission and Vision. */
  threshold?: number;
  /** Delay in ms, for staggering a list (blog cards: index x 100). */
  delay?: number;
  as?: ElementType;
  className?: string;
}

export function Reveal({
  children,
  threshold = 0.1,
  delay = 0,
  as: Tag = 'div',
  className = '',
}: RevealProps) {
  const [ref, seen] = useInView<HTMLElement>(threshold);
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  const state = !armed ? '' : seen ? ' reveal-in' : ' reveal-wait';
  const style: CSSProperties | undefined = delay ? { transitionDelay: `${delay}ms` } : undefined;
  return (
    <Tag
      ref={ref}
      className={`reveal${state} ${className}`.trim()}
      style={style}
      data-revealed={seen}
    >
      {children}
    </Tag>
  );
}
