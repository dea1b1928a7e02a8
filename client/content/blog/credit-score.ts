// Blog post 2: understanding your credit score (CIBIL).
import type { BlogPost } from '../types.ts';

export const creditScorePost = {
  id: 2,
  title: 'Understanding your credit score (CIBIL)',
  description:
    'What your 300 to 900 credit score means, what moves it up or down, and the RBI rules that help you keep your report accurate.',
  image: 'img/blog/blog-2.webp',
  imageSmall: 'img/blog/blog-2-600.webp',
  imageAlt:
    'A credit score gauge reading 780, Excellent, beside a woman in a green blazer and a ticked checklist',
  date: '2025-08-14',
  author: 'Abhishek Mishra',
  readingMinutes: 4,
} satisfies BlogPost;
