// The words the Contact Us components write around client/content/contact.ts: the category names as shown (the
// values sent stay the schema's English ones) and the screen-reader extras.
import { contactCategories, type ContactCategory } from '../../../shared/contact-terms.ts';

export const contactUi = {
  officeHours: 'Office hours: ',
  categories: Object.fromEntries(contactCategories.map((c) => [c, c])) as Record<
    ContactCategory,
    string
  >,
} as const;
