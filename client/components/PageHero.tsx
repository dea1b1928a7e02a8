// The shared heading block of inner pages: breadcrumb, title and an optional line of introduction.
import { Link } from 'react-router-dom';

export function PageHero({ title, intro, crumb }: { title: string; intro?: string; crumb?: string }) {
  return (
    <section className="page-hero">
      <div className="container">
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </nav>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
    </section>
  );
}
