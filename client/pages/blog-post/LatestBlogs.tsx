// The Latest Blogs sidebar: every other post, newest first, each linking to its page.
import { Link } from '../../components/Link.tsx';
import { useAsset } from '../../client-config.tsx';
import { blogChrome, blogHeadings, blogImageSize, blogPosts } from '../../content/blog.ts';

export function LatestBlogs({ current }: { current: number }) {
  const asset = useAsset();
  const others = blogPosts
    .filter((p) => p.id !== current)
    .sort((a, b) => b.date.localeCompare(a.date));
  return (
    <aside className="latest-blogs" aria-labelledby="latest-blogs-heading">
      <h2 id="latest-blogs-heading">{blogHeadings.latest}</h2>
      <ul>
        {others.map((post) => (
          <li key={post.id}>
            <Link to={`/blog/${post.id}`} className="latest-blog">
              <img
                src={asset(post.imageSmall)}
                width={blogImageSize.smallWidth}
                height={blogImageSize.smallHeight}
                alt=""
                aria-hidden="true"
                loading="lazy"
                decoding="async"
              />
              <span className="latest-blog-text">
                <span className="latest-blog-title">{post.title}</span>
                <time dateTime={post.date}>{blogChrome.date(post.date)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
