// The text of a post: its sections, each with an optional heading, paragraphs and a bulleted list.
import { usePostText } from './post-text.ts';

export function BlogBody({ id }: { id: number }) {
  const text = usePostText(id);
  // The browser's first page keeps the text the server rendered (post-text.ts): the same markup, not re-sent.
  if ('html' in text)
    return (
      <div className="blog-body" data-post={id} dangerouslySetInnerHTML={{ __html: text.html }} />
    );
  return (
    <div className="blog-body" data-post={id}>
      {text.sections.map((section, i) => (
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
