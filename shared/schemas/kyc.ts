// Video KYC and PAN verification: the lead a refstr names, and the PAN check.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { pan } from './fields.ts';

export const refstrSchema = z
  .string({ error: messages.invalidLink })
  .trim()
  .min(1, messages.invalidLink)
  .max(200, messages.invalidLink);

export const leadQuerySchema = z.object({ refstr: refstrSchema });

export const leadSchema = z.object({
  firstName: z.string(),
  surname: z.string(),
  loanRecommended: z.number(),
  repaymentDate: z.string(),
  repaymentAmount: z.number(),
});
export type LeadView = z.output<typeof leadSchema>;

export const panVerifySchema = z.object({ refstr: refstrSchema, pan });
export const panVerifyResponseSchema = z.object({ html: z.string() });

/** The text field of the video upload; the WebM file follows it as the part named `video`. */
export const videoUploadFieldsSchema = z.object({ refstr: refstrSchema });
export const videoUploadResponseSchema = z.object({ message: z.string() });
