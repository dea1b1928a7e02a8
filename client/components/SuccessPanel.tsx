// The page-sized confirmation that ends a journey (payment made, details received): check mark, the page's
// heading, what it confirms, and the way back home.
import type { ReactNode } from 'react';
import { Link } from './Link.tsx';
import { CheckIcon } from './CheckIcon.tsx';
import { messages } from '../../shared/messages.ts';

export function SuccessPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container">
      <div className="card status-panel">
        <div className="status-icon">
          <CheckIcon />
        </div>
        <h1>{title}</h1>
        {children}
        <div>
          <Link className="btn btn-primary" to="/">
            {messages.goHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
