// The text of each blog post by id. Kept apart from the posts' titles and dates (client/content/blog.ts), which
// the route table and so every page's first load need; the text loads only with the blog post page.
import { budgetingBody } from './blog/budgeting-50-30-20.body.ts';
import { creditScoreBody } from './blog/credit-score.body.ts';
import { fakeLoanAppsBody } from './blog/fake-loan-apps.body.ts';
import { keyFactStatementBody } from './blog/key-fact-statement.body.ts';
import { loanDocumentsBody } from './blog/loan-documents.body.ts';
import { salaryAdvanceBody } from './blog/salary-advance-loans.body.ts';
import type { BlogSection } from './types.ts';

export const blogBodies: Readonly<Record<number, readonly BlogSection[]>> = {
  1: salaryAdvanceBody,
  2: creditScoreBody,
  3: loanDocumentsBody,
  4: budgetingBody,
  5: fakeLoanAppsBody,
  6: keyFactStatementBody,
};
