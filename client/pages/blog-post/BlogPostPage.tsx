// A blog post read from the route's id; an unknown id shows 'Blog not found'.
import { useParams } from 'react-router-dom';
import { PageHero } from '../../components/PageHero.tsx';
import { blogPosts } from '../../content/blog.ts';
import { messages } from '../../../shared/messages.ts';

export default function BlogPostPage() {
  const { id } = useParams();
  const post = blogPosts.find((p) => String(p.id) === id);
  if (!post) {
    return (
      <section className="not-found container">
        <h1>{messages.blogNotFound}</h1>
      </section>
    );
  }
  return (
    <>
      <PageHero title={post.title} crumb="Blog" />
      <section className="section">
        <div className="container">
          <p>{post.description}</p>
        </div>
      </section>
    </>
  );
}
