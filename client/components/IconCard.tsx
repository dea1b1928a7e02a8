// A card with an icon, a title and one line of description: features, reasons to choose us, eligibility.
import type { Feature } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import './icon-card.css';

export function IconCard({ item, className = '' }: { item: Feature; className?: string }) {
  return (
    <article className={`icon-card ${className}`.trim()}>
      <span className="icon-card-icon">
        <Icon name={item.icon} size={40} />
      </span>
      <h3>{item.title}</h3>
      <p>{item.desc}</p>
    </article>
  );
}
