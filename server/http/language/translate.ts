// The server's words in Hindi (issue 21; decision 0051). Every refusal and acknowledgement the server sends is
// worded in English from the one catalogue (shared/messages.ts and its sibling modules, catalogue.ts; shared schemas,
// consent copy); an answer to a Hindi reader is translated at the boundary, from the Hindi catalogue by the same key.
// The table is built from the two catalogues, so a message added to one without the other fails the typecheck
// (Translation<>) before it could reach a reader untranslated; a text not in the table (the lending API's own
// message) goes out as it came.
import { en, hi, textGroups } from './catalogue.ts';
import { consentCopy } from '../../../shared/schemas/consent-copy.ts';
import { consentCopy as consentCopyHi } from '../../../shared/schemas/consent-copy.hi.ts';
import { ageBounds, loanAmountBounds, monthlyIncomeMax } from '../../../shared/schemas/apply.ts';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { Problem } from '../../../shared/schemas/problem.ts';

type Catalogue = Record<string, unknown>;

/** The English text of each key and its Hindi text, for every string of two catalogues of the same shape. */
function pairsOf(english: Catalogue, hindi: Catalogue): [string, string][] {
  return Object.keys(english).flatMap((key): [string, string][] => {
    const e = english[key];
    const h = hindi[key];
    // A Hindi module that words a text from an English import on the server (consent-copy.hi.ts quotes
    // `messages`, which only the Hindi build resolves to Hindi) adds nothing: the catalogue pair stands.
    if (typeof e === 'string' && typeof h === 'string') return e === h ? [] : [[e, h]];
    if (e && h && typeof e === 'object' && typeof h === 'object')
      return pairsOf(e as Catalogue, h as Catalogue);
    return [];
  });
}

/** The wordings whose parameters are fixed by the product (its bounds), as they are sent. */
const fixedInstances = (c: typeof en | typeof hi): string[] => [
  c.rupeesWhole(c.fieldMessages.loanAmount),
  c.rupeesWhole(c.fieldMessages.monthlyIncome),
  c.rupeesBetween(c.fieldMessages.loanAmount, loanAmountBounds.min, loanAmountBounds.max),
  c.rupeesBetween(c.fieldMessages.monthlyIncome, 1, monthlyIncomeMax),
  c.ageAtLeast(ageBounds.min),
  c.ageAtMost(ageBounds.max),
  c.wrongCode(1),
];

const zip = (a: string[], b: string[]) => a.map((text, i): [string, string] => [text, b[i]!]);

const exact = new Map<string, string>([
  ...textGroups.flatMap((group) => pairsOf(en[group], hi[group])),
  ...pairsOf(consentCopy, consentCopyHi),
  ...zip(fixedInstances(en), fixedInstances(hi)),
]);

/**
 * A wording with parameters that pass through unchanged (a count, a reference number, a content type): its
 * English shape as a pattern, found by wording it with markers, and the Hindi wording of the same parameters.
 */
interface Template {
  pattern: RegExp;
  hindi: (args: string[]) => string;
}

const MARK = (i: number) => `\u0000${i}\u0000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function template(
  english: (...args: string[]) => string,
  hindi: (args: string[]) => string,
  arity: number,
): Template {
  const marked = escapeRegExp(english(...Array.from({ length: arity }, (_, i) => MARK(i))));
  const source = marked.replace(/\0\d+\0/g, '(.+?)');
  return { pattern: new RegExp(`^${source}$`, 's'), hindi };
}

/** The seconds of a wait said in words ('2 minutes' -> 120), so the Hindi words say the same wait. */
const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };
const WAIT = String.raw`(\d+) (second|minute|hour)s?`;
const waitSeconds = (n: string, unit: string) => Number(n) * UNIT_SECONDS[unit]!;

const templates: Template[] = [
  template(
    (n) => en.tooLong(n as never),
    ([n]) => hi.tooLong(Number(n)),
    1,
  ),
  template(
    (n) => en.tooManyDigits(n as never),
    ([n]) => hi.tooManyDigits(Number(n)),
    1,
  ),
  template(
    (n) => en.wrongCode(n as never),
    ([n]) => hi.wrongCode(Number(n)),
    1,
  ),
  template(en.complaintAccepted, ([reference]) => hi.complaintAccepted(reference!), 1),
  template(en.sendAs, ([types]) => hi.sendAs(types!.replace(/ or /g, ' या ')), 1),
  template(en.paymentReceived, ([amount, txnid]) => hi.paymentReceived(amount!, txnid!), 2),
  {
    pattern: new RegExp(`^Too many attempts\\. Please try again in ${WAIT}\\.$`),
    hindi: ([n, unit]) => hi.tooManyAttempts(waitSeconds(n!, unit!)),
  },
];

/** A refusal that says its wait after its own words ("... Try again in 30 seconds."). */
const WITH_WAIT = new RegExp(`^(.+) Try again in ${WAIT}\\.$`, 's');

/** The text in Hindi, when the catalogues know it; otherwise the text as it is. */
export function toHindi(text: string): string {
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const { pattern, hindi } of templates) {
    const m = pattern.exec(text);
    if (m) return hindi(m.slice(1));
  }
  const waited = WITH_WAIT.exec(text);
  if (waited) {
    const [, detail, n, unit] = waited;
    return hi.withWait(toHindi(detail!), waitSeconds(n!, unit!));
  }
  return text;
}

/** A text in the reader's language. */
export const say = (text: string, locale: LocaleCode): string =>
  locale === 'hi' ? toHindi(text) : text;

/** A problem in the reader's language: its title, detail and every field's message. */
export function localizeProblem(problem: Problem, locale: LocaleCode): Problem {
  if (locale === 'en') return problem;
  return {
    ...problem,
    title: toHindi(problem.title),
    detail: toHindi(problem.detail),
    ...(problem.errors
      ? {
          errors: Object.fromEntries(
            Object.entries(problem.errors).map(([field, text]) => [field, toHindi(text)]),
          ),
        }
      : {}),
  };
}
