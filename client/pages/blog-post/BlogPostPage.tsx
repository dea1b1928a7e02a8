// A blog post read from the route's id, with a Latest Blogs sidebar; an unknown id shows 'Blog not found' (HTTP 404).
import { useParams } from 'react-router-dom';
import { Link } from '../../components/Link.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { useAsset } from '../../client-config.tsx';
import { blogChrome, blogHeadings, blogImageSize, blogPosts } from '../../content/blog.ts';
import { pageMessages } from '../../../shared/page-messages.ts';
import { englishOnlyNote } from '../../content/english-only.ts';
import { buildLocale } from '../../locale.ts';
import { BlogBody } from './BlogBody.tsx';
import { LatestBlogs } from './LatestBlogs.tsx';
export { loadPostText as loadContent } from './post-text.ts';
import './blog-post.css';

export default function BlogPostPage() {
  const { id } = useParams();
  const asset = useAsset();
  const post = blogPosts.find((p) => String(p.id) === id);
  if (!post) {
    return (
      <section className="not-found container">
        <h1>{pageMessages.blogNotFound}</h1>
        <p>{blogChrome.notFoundText}</p>
        <Link className="btn btn-primary" to="/blog">
          {blogHeadings.list}
        </Link>
      </section>
    );
  }
  // The article is marked English on the Hindi site; its chrome is in the page's own language.
  const own = englishOnlyNote ? buildLocale.htmlLang : undefined;
  return (
    <>
      <PageHero
        title={post.title}
        intro={post.description}
        parent={{ label: blogHeadings.crumb, to: '/blog' }}
      />
      <div className="section">
        <div className="container blog-post-layout">
          {/* The posts are written in English only; on the Hindi site a one-line note says so. */}
          <article className="blog-article" lang={englishOnlyNote ? 'en-IN' : undefined}>
            {englishOnlyNote ? (
              <p className="policy-language-note" lang={buildLocale.htmlLang}>
                {englishOnlyNote}
              </p>
            ) : null}
            <img
              className="blog-article-image"
              src={asset(post.image)}
              srcSet={`${asset(post.imageSmall)} ${blogImageSize.smallWidth}w, ${asset(post.image)} ${blogImageSize.width}w`}
              sizes="(min-width: 1200px) 760px, (min-width: 992px) 64vw, 100vw"
              width={blogImageSize.width}
              height={blogImageSize.height}
              alt={post.imageAlt}
              fetchPriority="high"
            />
            <p className="blog-post-meta" lang={own}>
              <span>
                <span className="visually-hidden">{blogChrome.published}</span>
                <time dateTime={post.date}>{blogChrome.date(post.date)}</time>
              </span>
              <span>{blogChrome.by(post.author)}</span>
              <span>{blogChrome.minutesToRead(post.readingMinutes)}</span>
            </p>
            <BlogBody key={post.id} id={post.id} />
            <p className="blog-article-back" lang={own}>
              <Link to="/blog">← {blogHeadings.backToList}</Link>
            </p>
          </article>
          <LatestBlogs current={post.id} />
        </div>
      </div>
    </>
  );
}
