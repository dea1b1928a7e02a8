// The shared heading block of inner pages: breadcrumb, title, an optional line of introduction and optional media.
import type { ReactNode } from 'react';
import { Link } from './Link.tsx';
import { breadcrumbCopy } from './strings.ts';

interface PageHeroProps {
  title: string;
  intro?: string;
  /** The last breadcrumb's name when it differs from the title. */
  crumb?: string;
  /** A level between Home and this page (Blog, for a blog post). */
  parent?: { label: string; to: string };
  className?: string;
  /** Shown after the text block, e.g. a banner image. */
  children?: ReactNode;
}

export function PageHero({ title, intro, crumb, parent, className, children }: PageHeroProps) {
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className="container">
        <nav className="breadcrumb" aria-label={breadcrumbCopy.label}>
          <ol>
            <li>
              <Link to="/">{breadcrumbCopy.home}</Link>
            </li>
            {parent ? (
              <li>
                <Link to={parent.to}>{parent.label}</Link>
              </li>
            ) : null}
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
