// Blog post 4: budgeting for month-end with the 50-30-20 rule.
import type { BlogPost } from '../types.ts';

export const budgetingPost = {
  id: 4,
  title: 'Budgeting for month-end: the 50-30-20 rule',
  description:
    'A simple way to split your take-home pay between needs, wants and savings, adapted to Indian salaries, rents and festival seasons.',
  image: 'img/blog/blog-4.webp',
  imageSmall: 'img/blog/blog-4-600.webp',
  imageAlt:
    'A pie chart with a rupee sign beside three jars filled to 50% Needs, 30% Wants and 20% Savings, and a calculator',
  date: '2025-09-16',
  author: 'Lakshmi Venkatesh',
  readingMinutes: 4,
} satisfies BlogPost;
