// The thank-you page's sentence around the phone number, so the Hindi build can put strings.hi.ts in place.
export const thankYouPageCopy = {
  before:
    'We have received your details. Our team will contact you shortly on the mobile number you gave us. For anything urgent, call us on ',
  hours: (hours: string) => ` (${hours}).`,
} as const;
