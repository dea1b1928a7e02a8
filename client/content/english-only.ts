// The note above a document that is not translated (issue 21): policies without a Hindi version and the blog stay
// English under /hi, and say so in one line. Empty on the English site, where every document is in its language.
export const englishOnlyNote: string = '';

/** The same note above the list of blog posts. */
export const englishOnlyArticlesNote: string = '';
