// A clear panel for a link that does not work (invalid, unknown, or not loadable now), with where to get help.
import type { ReactNode } from 'react';
import { site } from '../../shared/site.ts';
import { linkProblemCopy as copy } from './strings.ts';
import './link-problem.css';
import { siteWords } from '../site-words.ts';

interface LinkProblemProps {
  title: string;
  message: string;
  onRetry?: () => void;
  /** The panel is the whole page: its title is the page's h1, and it is no alert (nothing changed under the reader). */
  page?: boolean;
  /** Links under the help line (Go to Home). */
  children?: ReactNode;
}

export function LinkProblem({ title, message, onRetry, page = false, children }: LinkProblemProps) {
  const Heading = page ? 'h1' : 'h2';
  return (
    <div className="card status-panel link-problem" role={page ? undefined : 'alert'}>
      <div className="status-icon link-problem-icon">
        <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.4" fill="currentColor" />
        </svg>
      </div>
      <Heading>{title}</Heading>
      <p>{message}</p>
      <p className="link-problem-help">
        {copy.helpBefore}
        <a href={`tel:${site.phoneHref}`}>{site.phone}</a>
        {copy.hoursOpen}
        {siteWords.officeHours}
        {copy.helpOr}
        <a href={`mailto:${site.email}`}>{site.email}</a>
        {copy.helpEnd}
      </p>
      {onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {copy.tryAgain}
        </button>
      ) : null}
      {children}
    </div>
  );
}
