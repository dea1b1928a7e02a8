// A customer review: five stars, the words, and the reviewer with an initial-letter badge.
import type { Review } from '../../content/types.ts';
import { aboutHeadings } from '../../content/about.ts';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="review-card">
      <span className="review-stars" role="img" aria-label={aboutHeadings.rated(review.rating)}>
        {Array.from({ length: 5 }, (_, i) => (
          <svg
            key={i}
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M12 2.8l2.8 5.7 6.3.9-4.55 4.45 1.07 6.27L12 17.17l-5.62 2.95 1.07-6.27L2.9 9.4l6.3-.9L12 2.8z"
              fill={i < review.rating ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.2"
              strokeLinejoin="round"
            />
          </svg>
        ))}
      </span>
      <blockquote>
        <p>{review.content}</p>
      </blockquote>
      <figcaption>
        <span className="review-initial" aria-hidden="true">
          {review.name.charAt(0)}
        </span>
        <span>
          <span className="review-name">{review.name}</span>
          {review.title ? <span className="review-title">{review.title}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
