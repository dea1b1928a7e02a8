// The home page's static sections (HomeSections.tsx and their copy) are a chunk of its own (decision 0124), as a
// blog post's text is (decision 0119): the browser's first page shows the HTML the server rendered into each part
// and never downloads their code; a client-side navigation to the home page loads the chunk with the page (the
// page's `loadContent`), and a part met without either suspends until the chunk is there.
import { use, useEffect, useRef, useState, type ComponentType } from 'react';
import { useOwnLinkClick } from '../../hooks/useOwnLinkClick.ts';
import { readBack } from '../../read-back.ts';
import '../../components/reveal.css';

type Sections = typeof import('./HomeSections.tsx');
export type HomePartName = 'intro' | 'steps' | 'eligibility';

const partSelector = (name?: HomePartName) =>
  name ? `.home-part[data-home-part="${name}"]` : '.home-part[data-home-part]';

const sections = readBack<Sections>(() => import('./HomeSections.tsx'), partSelector());

/** Before the page renders: the sections' code, unless this page already shows them (the browser's first page). */
export const loadHomeParts = sections.loadUnlessShown;

function partsOf(m: Sections, name: HomePartName): ComponentType[] {
  if (name === 'intro') return [m.AboutTeaser, m.WhyChooseUs];
  if (name === 'steps') return [m.HowItWorks, m.EasySteps];
  return [m.Eligibility];
}

/** One part of the home page: its sections, or the HTML the server rendered for them into this page. */
export function HomePart({ name }: { name: HomePartName }) {
  const [html] = useState(() =>
    sections.readBack(() => document.querySelector(partSelector(name))?.innerHTML),
  );
  if (html !== undefined) return <RenderedPart name={name} html={html} />;
  const parts = partsOf(sections.current() ?? use(sections.load()), name);
  return (
    <div className="home-part" data-home-part={name}>
      {parts.map((Part, i) => (
        <Part key={i} />
      ))}
    </div>
  );
}

/**
 * Reveal.tsx's effect on the read-back HTML: each block the server rendered unrevealed waits hidden until it first
 * scrolls into view, then fades and rises into place once. Returns the clean-up.
 */
function armReveals(root: HTMLElement): () => void {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('.reveal[data-revealed="false"]'));
  if (!blocks.length || typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const block = entry.target as HTMLElement;
        block.classList.replace('reveal-wait', 'reveal-in');
        block.dataset.revealed = 'true';
        observer.unobserve(block);
      }
    },
    { threshold: 0.1 },
  );
  for (const block of blocks) {
    block.classList.add('reveal-wait');
    observer.observe(block);
  }
  return () => observer.disconnect();
}

function RenderedPart({ name, html }: { name: HomePartName; html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const followOwnLink = useOwnLinkClick();
  useEffect(() => (ref.current ? armReveals(ref.current) : undefined), []);
  return (
    // The HTML is the server's own rendering of HomeSections.tsx, read back from this page: no visitor input.
    <div
      ref={ref}
      className="home-part"
      data-home-part={name}
      onClick={followOwnLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
