// Blog post 3: documents you need for an instant personal loan.
import type { BlogPost } from '../types.ts';

export const loanDocumentsPost = {
  id: 3,
  title: 'Documents you need for an instant personal loan',
  description:
    'A simple checklist of the identity, address, income and bank documents lenders ask for, and the small mistakes that slow an approval down.',
  image: 'img/blog/blog-3.webp',
  imageSmall: 'img/blog/blog-3-600.webp',
  imageAlt:
    'A phone selfie, an ID card and salary documents spilling from a folder, each marked with a green tick',
  date: '2025-08-26',
  author: 'Ritu Bhatia',
  readingMinutes: 4,
} satisfies BlogPost;
