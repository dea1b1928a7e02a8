// The Hindi document pages and their headings: hindi-documents.spec.ts checks each at the layout sweep's widths
// too, so responsive.spec.ts leaves them out (0131).
export const hindiDocuments = [
  { path: '/hi/key-fact-statement', h1: 'मुख्य तथ्य विवरण (KFS)' },
  { path: '/hi/fair-practice-code', h1: 'उचित व्यवहार संहिता' },
  { path: '/hi/grievance-redressal', h1: 'शिकायत निवारण' },
  { path: '/hi/privacy-policy', h1: 'गोपनीयता सूचना' },
  { path: '/hi/terms-rates', h1: 'शर्तें और दरें' },
  { path: '/hi/interest-rate-policy', h1: 'ब्याज दर नीति' },
  { path: '/hi/faqs', h1: 'अक्सर पूछे जाने वाले प्रश्न' },
];
