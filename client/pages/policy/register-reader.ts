// The lending-partner register as the page reads it: the page data the server wrote, or GET /api/lending-partners,
// checked without zod (issue 47). The server reads the deployment's file with shared/schemas/lending-partners.ts;
// zod in the browser cost this page 24 kB of a first visit, over its budget. This check accepts, refuses and reads
// exactly what that schema does (strict objects, trimmed texts of bounded length, zod's e-mail pattern, a missing
// `sample` read as false); tests/unit/register-reader.test.ts holds the two to the same answers.
import type { AnswerSchema } from '../../api/request.ts';
import type {
  LendingPartner,
  LendingPartnerRegister,
} from '../../../shared/schemas/lending-partners.ts';

/** zod 4's e-mail pattern (`z.email()`), as the shared schema checks the grievance officer's address. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

class Refused extends Error {}

type Fields = Record<string, unknown>;

/** An object with no key outside `keys`, as zod's strictObject. */
function strict(value: unknown, keys: readonly string[]): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refused();
  for (const key of Object.keys(value)) if (!keys.includes(key)) throw new Refused();
  return value as Fields;
}

/** `z.string().trim().min(1).max(max)`: the trimmed text, 1 to `max` UTF-16 units. */
function text(value: unknown, max: number): string {
  if (typeof value !== 'string') throw new Refused();
  const trimmed = value.trim();
  if (trimmed.length < 1 || trimmed.length > max) throw new Refused();
  return trimmed;
}

/** An optional text, its key kept as given (zod keeps a key given as undefined). */
function optionalText<K extends string>(
  v: Fields,
  key: K,
  max: number,
): Partial<Record<K, string | undefined>> {
  if (!(key in v)) return {};
  const value = v[key];
  return { [key]: value === undefined ? undefined : text(value, max) } as Record<K, string>;
}

/** Both languages' texts of a field. */
function bilingual(value: unknown, max: number): { en: string; hi: string } {
  const v = strict(value, ['en', 'hi']);
  return { en: text(v.en, max), hi: text(v.hi, max) };
}

function email(value: unknown): string {
  if (typeof value !== 'string' || value.length > 200 || !EMAIL.test(value)) throw new Refused();
  return value;
}

function partner(value: unknown): LendingPartner {
  const v = strict(value, [
    'name',
    'kind',
    'role',
    'website',
    'app',
    'grievanceOfficer',
    'status',
    'sample',
  ]);
  if (v.kind !== 'DLA' && v.kind !== 'LSP') throw new Refused();
  if (v.sample !== undefined && typeof v.sample !== 'boolean') throw new Refused();
  const g = strict(v.grievanceOfficer, ['name', 'email', 'phone']);
  return {
    name: text(v.name, 200),
    kind: v.kind,
    role: bilingual(v.role, 600),
    website: text(v.website, 200),
    ...optionalText(v, 'app', 200),
    grievanceOfficer: { name: text(g.name, 120), email: email(g.email), phone: text(g.phone, 40) },
    status: bilingual(v.status, 300),
    sample: v.sample ?? false,
  };
}

function register(value: unknown): LendingPartnerRegister {
  const v = strict(value, ['ownApp', 'partners']);
  if (!Array.isArray(v.partners) || v.partners.length > 200) throw new Refused();
  return { ...optionalText(v, 'ownApp', 200), partners: v.partners.map(partner) };
}

/** The register's reader, in the shape of a zod schema's safeParse (client/api/request.ts). */
export const registerReader: AnswerSchema<LendingPartnerRegister> = {
  safeParse(value) {
    try {
      return { success: true, data: register(value) };
    } catch (error) {
      if (error instanceof Refused) return { success: false };
      throw error;
    }
  },
};
