// The register of the digital lending apps (DLAs) and lending service providers (LSPs) we work with, as the
// deployment supplies it in a data file (LENDING_PARTNERS_FILE, issue 45): the file's schema, and the page's data.
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

export const lendingPartnerSchema = z.strictObject({
  name: text(200),
  kind: z.enum(['DLA', 'LSP']),
  /** What the partner does for us, in English and in Hindi. */
  role: z.strictObject({ en: text(600), hi: text(600) }),
  /** Its website, as a bare host name or an https URL. */
  website: text(200),
  /** A DLA's app as the stores list it, when it has one. */
  app: text(200).optional(),
  grievanceOfficer: z.strictObject({ name: text(120), email: z.email().max(200), phone: text(40) }),
  /** Active, or when and how it stopped, in English and in Hindi. */
  status: z.strictObject({ en: text(300), hi: text(300) }),
  /** A placeholder row: shown marked as a sample, and refused by a live start. */
  sample: z.boolean().default(false),
});

export const lendingPartnerRegisterSchema = z.strictObject({
  /** The Company's own app as the stores list it, if it has one: the register then says "website and app". */
  ownApp: text(200).optional(),
  partners: z.array(lendingPartnerSchema).max(200),
});

export type LendingPartner = z.output<typeof lendingPartnerSchema>;
export type LendingPartnerRegister = z.output<typeof lendingPartnerRegisterSchema>;
