// An accordion of disclosure buttons (WAI-ARIA accordion pattern): one panel open at a time, the first by default.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  heading: string;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index of the panel open on first render; null for none. */
  defaultOpen?: number | null;
  headingLevel?: 2 | 3 | 4;
}

/** Up and Down move between the headers, Home and End jump to the first and last (WAI-ARIA, optional keys). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('.accordion-trigger'),
  ];
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current < 0) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (current + 1) % buttons.length
          : (current - 1 + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

export function Accordion({ items, defaultOpen = 0, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion" onKeyDown={moveFocus}>
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-button-${i}`;
        const panelId = `${base}-panel-${i}`;
        return (
          <div key={item.heading} className={`accordion-item${expanded ? ' is-open' : ''}`}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{item.heading}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel">
              <div className="accordion-panel-inner">
                <div className="accordion-body">{item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
