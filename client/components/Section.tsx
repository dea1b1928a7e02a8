// A band of a page: the full-width section, its centred container, and the centred heading block (h2 and an
// optional line of introduction) that every such band opens with. Pages supply only what differs: the heading,
// the band's own class and the content.
import type { ReactNode } from 'react';

interface SectionProps {
  /** The section's own id, for in-page links (#who-is-eligible). */
  id?: string;
  /** The heading's id; content such as a carousel may name itself by it (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Classes beside `section`, e.g. 'section-soft achievements'. */
  className?: string;
  /**
   * Whether the section is a named region of its own (default). Off where the content is already a region
   * named by this heading (a carousel), so assistive technology does not list two landmarks of one name.
   */
  landmark?: boolean;
  /** The heading can take focus (a link or button elsewhere on the page moves focus to it). */
  focusableHeading?: boolean;
  children: ReactNode;
}

export function Section({
  id,
  headingId,
  title,
  intro,
  className,
  landmark = true,
  focusableHeading = false,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      className={className ? `section ${className}` : 'section'}
      aria-labelledby={landmark ? headingId : undefined}
    >
      <div className="container">
        <div className="section-title">
          <h2 id={headingId} tabIndex={focusableHeading ? -1 : undefined}>
            {title}
          </h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
