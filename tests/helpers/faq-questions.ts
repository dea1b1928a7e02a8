// The FAQ's questions in the order the page shows them: what the browser test clicks through
// (tests/e2e/faq.spec.ts) and what the FAQPage structured data must list (tests/api/structured-data.test.ts).
export const faqQuestions = [
  'What is a Rupeeflow salary advance loan?',
  'What documents do I need to apply?',
  'How quickly will I receive the money?',
  'Is my personal data safe with you?',
  'Can I repay my loan early?',
  'Will I be told before a missed payment is reported to a credit bureau?',
];
