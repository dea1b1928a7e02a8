// The words of the pages that only say where you are (the 404 page, a missing blog post, the thank-you pages):
// SPEC section 8 quoted exactly. Apart from shared/messages.ts, so no form page loads them.

export const pageMessages = {
  notFound: '404 - Page Not Found',
  notFoundHelp: 'The page you are looking for may have moved. These might help:',
  notFoundApply: 'Apply Now',
  notFoundRepay: 'Repay Your Loan',
  blogNotFound: 'Blog not found',
  orderThanksTitle: 'Thank You!',
  orderThanksMessage:
    'Thank you for your payment. Your transaction has been successfully completed.',
} as const;
