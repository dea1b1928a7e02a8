// Our Blogs: the featured banner, then a page of six posts as cards that rise into view one after another, and
// View More Blogs to the next page while there is one.
import { useQuery } from '../../hooks/useQuery.ts';
import { Link } from '../../components/Link.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { useAsset } from '../../client-config.tsx';
import {
  blogChrome,
  blogFeatured,
  blogHeadings,
  blogImageSize,
  blogPosts,
  blogViewMore,
} from '../../content/blog.ts';
import { englishOnlyArticlesNote } from '../../content/english-only.ts';
import { buildLocale } from '../../locale.ts';
import { blogPage, pageNumber } from './blog-pages.ts';
import './blog.css';

/** SPEC section 9: cards are staggered by 100 ms and start once 10% visible. */
const STAGGER_MS = 100;
const THRESHOLD = 0.1;

export default function BlogListPage() {
  const asset = useAsset();
  const params = useQuery();
  const { posts, next } = blogPage(blogPosts, pageNumber(params.get('page')));
  const english = englishOnlyArticlesNote ? 'en-IN' : undefined;
  return (
    <>
      <PageHero
        title={blogHeadings.list}
        intro={blogHeadings.intro}
        crumb={blogHeadings.crumb}
        className="blog-hero"
      >
        <img
          className="blog-hero-image"
          src={asset(blogFeatured.image)}
          srcSet={`${asset(blogFeatured.imageSmall)} 800w, ${asset(blogFeatured.image)} 1600w`}
          sizes="100vw"
          width={blogFeatured.width}
          height={blogFeatured.height}
          alt={blogFeatured.alt}
          fetchPriority="high"
        />
      </PageHero>
      <section className="section blog-list-section" aria-label={blogChrome.articlesLabel}>
        <div className="container">
          {englishOnlyArticlesNote ? (
            <p className="blog-language-note" lang={buildLocale.htmlLang}>
              {englishOnlyArticlesNote}
            </p>
          ) : null}
          <ul className="card-grid card-grid-3 blog-grid">
            {posts.map((post, i) => (
              <Reveal
                as="li"
                key={post.id}
                delay={i * STAGGER_MS}
                threshold={THRESHOLD}
                className="blog-card"
              >
                <img
                  src={asset(post.imageSmall)}
                  width={blogImageSize.smallWidth}
                  height={blogImageSize.smallHeight}
                  alt={post.imageAlt}
                  // The first card is in view on a phone (its image is the largest paint there).
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div className="blog-card-body">
                  <p className="blog-meta">
                    <time dateTime={post.date}>{blogChrome.date(post.date)}</time>
                    <span aria-hidden="true"> · </span>
                    <span>{blogChrome.minutesToRead(post.readingMinutes)}</span>
                  </p>
                  {/* The posts are English on the Hindi site too (the note above the list says so). */}
                  <h2 className="blog-card-title" lang={english}>
                    {post.title}
                  </h2>
                  <p className="blog-card-text" lang={english}>
                    {post.description}
                  </p>
                  <Link className="blog-read-more" to={`/blog/${post.id}`}>
                    {blogHeadings.readMore}
                    <span className="visually-hidden" lang={english}>
                      {blogChrome.about(post.title)}
                    </span>
                    <span aria-hidden="true"> →</span>
                  </Link>
                </div>
              </Reveal>
            ))}
          </ul>
          {next && (
            <div className="blog-more">
              <Link className="btn btn-outline" to={next}>
                {blogViewMore}
              </Link>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
