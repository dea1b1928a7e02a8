// Element ids the home page's parts share: the page scrolls to the eligibility heading that HomeSections renders.
export const ELIGIBILITY_HEADING_ID = 'eligibility-heading';
