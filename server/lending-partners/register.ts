// The lending-partner register the deployment supplies (LENDING_PARTNERS_FILE): read once at start and checked. A
// live site must publish its real partners, so a live start with no file, an empty register or a sample row is
// refused with the file named (issue 45); the sandbox falls back to the sample register, marked as samples.
import { readFileSync } from 'node:fs';
import {
  lendingPartnerRegisterSchema,
  type LendingPartnerRegister,
} from '../../shared/schemas/lending-partners.ts';
import { sampleRegister } from './sample-register.ts';

export type RegisterResult =
  { register: LendingPartnerRegister; file?: string } | { problem: string };

const VARIABLE = 'LENDING_PARTNERS_FILE';

export function loadRegister(file: string | undefined, live: boolean): RegisterResult {
  if (file === undefined)
    return live
      ? {
          problem: `${VARIABLE}: required on a live site: the data file of the digital lending apps and lending service providers it publishes on /lending-partners`,
        }
      : { register: sampleRegister };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return {
      problem: `${VARIABLE} (${file}): cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `${VARIABLE} (${file}): not valid JSON` };
  }
  const parsed = lendingPartnerRegisterSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'} ${i.message}`);
    return { problem: `${VARIABLE} (${file}): ${issues.slice(0, 5).join('; ')}` };
  }
  const register = parsed.data;
  if (live && register.partners.length === 0)
    return { problem: `${VARIABLE} (${file}): a live site cannot publish an empty register` };
  const samples = register.partners.filter((p) => p.sample).map((p) => p.name);
  if (live && samples.length > 0)
    return {
      problem: `${VARIABLE} (${file}): a live site cannot publish sample entries (${samples.join(', ')})`,
    };
  return { register, file };
}
