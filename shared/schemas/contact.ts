// The Get in Touch form (SPEC section 2, Contact Us): validated with this schema in the browser and by POST /api/contact.
import { z } from 'zod';
import { email, mobile, multilineText, oneOf, requiredText } from './fields.ts';
import { contactCategories, contactLimits } from '../contact-terms.ts';

export {
  complaintCategories,
  contactAccepted,
  contactCategories,
  contactLimits,
  type ContactCategory,
} from '../contact-terms.ts';

export const contactSchema = z.object({
  name: requiredText(contactLimits.name),
  phone: mobile,
  email: email,
  // A client from before the grievance desk sends none: its message is a general question.
  category: oneOf(contactCategories).default('General question'),
  subject: requiredText(contactLimits.subject),
  message: multilineText(contactLimits.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export { complaintAccepted } from '../field-messages.ts';

export const contactAcceptedSchema = z.object({
  message: z.string(),
  reference: z.string().optional(),
});
