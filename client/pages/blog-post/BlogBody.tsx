// The text of a post: its sections, each with an optional heading, paragraphs and a bulleted list.
import type { BlogSection } from '../../content/types.ts';

export function BlogBody({ sections }: { sections: readonly BlogSection[] }) {
  return (
    <div className="blog-body">
      {sections.map((section, i) => (
        <section key={i}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
