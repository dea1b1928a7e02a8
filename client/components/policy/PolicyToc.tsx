// The document's table of contents: a sticky list beside the text on wide screens, a collapsed panel on phones.
import { useId, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PolicyTocEntry } from '../../content/policy-document.ts';
import { useActiveSection } from './useActiveSection.ts';
import { policyStrings as text } from './strings.ts';

export function PolicyToc({ entries }: { entries: PolicyTocEntry[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const active = useActiveSection(entries.map((e) => e.id).join(' '));

  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    if (!open) return; // the list is not a collapsible panel here: the browser follows the link as usual
    // Close the panel first, so the page does not shift up under the section the browser has just scrolled to.
    event.preventDefault();
    flushSync(() => setOpen(false));
    if (window.location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
    else window.location.hash = id;
  }

  return (
    <nav className="policy-toc" aria-label={text.contents} data-open={open}>
      <p className="policy-toc-title" aria-hidden="true">
        {text.contents}
      </p>
      <button
        type="button"
        className="policy-toc-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {text.contents}
        <span className="policy-toc-count">{text.sections(entries.length)}</span>
      </button>
      <ol id={listId} className="policy-toc-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={entry.id === active ? 'location' : undefined}
              onClick={(event) => jump(event, entry.id)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
