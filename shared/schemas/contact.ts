// The Get in Touch form (SPEC section 2, Contact Us): validated with this schema in the browser and by POST /api/contact.
import { z } from 'zod';
import { email, mobile, multilineText, requiredText } from './fields.ts';

export const contactLimits = { name: 100, subject: 150, message: 2000 } as const;

export const contactSchema = z.object({
  name: requiredText(contactLimits.name),
  phone: mobile,
  email: email,
  subject: requiredText(contactLimits.subject),
  message: multilineText(contactLimits.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export const contactAccepted = {
  message:
    'Thank you for contacting us. We have received your message and will get back to you soon.',
} as const;

export const contactAcceptedSchema = z.object({ message: z.string() });
