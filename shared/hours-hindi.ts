// Opening hours as a Hindi reader says them: '10:00AM - 7:00PM' -> 'सुबह 10 बजे से शाम 7 बजे तक', and
// '10:00-21:00 Mon-Fri, 10:00-19:00 Sat' -> 'सोमवार से शुक्रवार सुबह 10 बजे से रात 9 बजे तक, शनिवार ...'.
// Read from shared/site.ts's one value per field, so an operator edits the hours once; text this does not
// understand is returned as it is (Latin hours are still right, only less natural).

const dayNames: Record<string, string> = {
  mon: 'सोमवार',
  tue: 'मंगलवार',
  wed: 'बुधवार',
  thu: 'गुरुवार',
  fri: 'शुक्रवार',
  sat: 'शनिवार',
  sun: 'रविवार',
};

const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*([AaPp][Mm])?`;
const RANGE = new RegExp(String.raw`^${TIME}\s*[-–]\s*${TIME}$`);
const DAYS = /^([A-Za-z]{3})(?:\s*[-–]\s*([A-Za-z]{3}))?$/;

/** The part of the day an hour (0-23) falls in, as a clock is read aloud in Hindi. */
function dayPart(hour: number): string {
  if (hour < 4 || hour >= 20) return 'रात';
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  return 'शाम';
}

function time(h: string, m: string | undefined, ampm: string | undefined): string | undefined {
  let hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (ampm) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (ampm.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return undefined;
  const shown = hour % 12 || 12;
  const clock = minute === 0 ? `${shown}` : `${shown}:${String(minute).padStart(2, '0')}`;
  return `${dayPart(hour)} ${clock} बजे`;
}

function range(text: string): string | undefined {
  const m = RANGE.exec(text.trim());
  if (!m) return undefined;
  if ((m[3] === undefined) !== (m[6] === undefined)) return undefined; // '10 - 7PM': which 10?
  const from = time(m[1]!, m[2], m[3]);
  const to = time(m[4]!, m[5], m[6]);
  return from && to ? `${from} से ${to} तक` : undefined;
}

function days(text: string): string | undefined {
  const m = DAYS.exec(text.trim());
  if (!m) return undefined;
  const first = dayNames[m[1]!.toLowerCase()];
  const last = m[2] === undefined ? undefined : dayNames[m[2].toLowerCase()];
  if (!first || (m[2] !== undefined && !last)) return undefined;
  return last ? `${first} से ${last}` : first;
}

/** One part: 'RANGE', 'RANGE DAYS' or 'DAYS RANGE'. */
function part(text: string): string | undefined {
  const whole = range(text);
  if (whole) return whole;
  const trailing = /^(.*\S)\s+([A-Za-z]{3}(?:\s*[-–]\s*[A-Za-z]{3})?)$/.exec(text.trim());
  if (trailing) {
    const r = range(trailing[1]!);
    const d = days(trailing[2]!);
    if (r && d) return `${d} ${r}`;
  }
  const leading = /^([A-Za-z]{3}(?:\s*[-–]\s*[A-Za-z]{3})?)\s+(.*\S)$/.exec(text.trim());
  if (leading) {
    const d = days(leading[1]!);
    const r = range(leading[2]!);
    if (r && d) return `${d} ${r}`;
  }
  return undefined;
}

/** Hours in Hindi words, or the text as given when it is not in a form this reads. */
export function hoursInHindi(text: string): string {
  const parts = text.split(/\s*[,;]\s*/).map(part);
  return parts.every((p) => p !== undefined) ? parts.join(', ') : text;
}
