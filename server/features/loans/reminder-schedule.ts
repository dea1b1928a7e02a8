// When a due-date reminder goes (issue 46): three days and one day before the due date, each once, and only between
// 08:00 and 19:00 India time. A reminder whose day passed with no sending window open (the site was down all day)
// is not sent late: a "3 days left" SMS the day before would be wrong. Pure, so it is tested with a fake clock.

export type ReminderKind = '3d' | '1d';

/** Days before the due date each reminder is sent on. */
export const reminderDaysBefore: Readonly<Record<ReminderKind, number>> = { '3d': 3, '1d': 1 };

/** The sending window in India time, minutes after midnight: from 08:00, before 19:00 (quiet hours the rest). */
export const sendingWindow = { from: 8 * 60, until: 19 * 60 } as const;

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The date (YYYY-MM-DD) and minute of the day in India at `nowMs`. */
export function indiaTime(nowMs: number): { date: string; minute: number } {
  const shifted = new Date(nowMs + IST_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** Whether `nowMs` is inside the sending window (outside quiet hours). */
export function insideSendingWindow(nowMs: number): boolean {
  const { minute } = indiaTime(nowMs);
  return minute >= sendingWindow.from && minute < sendingWindow.until;
}

/**
 * The end of the sending window on India's day of `nowMs` (epoch ms): a reminder still unsent then is dropped by the
 * outbox, never delivered into quiet hours.
 */
export function sendingWindowEnd(nowMs: number): number {
  const { minute } = indiaTime(nowMs);
  const intoMinute = nowMs % 60_000;
  return nowMs - intoMinute + (sendingWindow.until - minute) * 60_000;
}

/** Whole days from India's today at `nowMs` to `dueDate` (YYYY-MM-DD). */
export function daysUntil(dueDate: string, nowMs: number): number {
  const today = indiaTime(nowMs).date;
  return Math.round(
    (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

export interface ReminderState {
  dueDate: string;
  sent: ReadonlySet<ReminderKind>;
}

/** The reminder to send now, if one is due and not yet sent. */
export function reminderDue(state: ReminderState, nowMs: number): ReminderKind | undefined {
  if (!insideSendingWindow(nowMs)) return undefined;
  const left = daysUntil(state.dueDate, nowMs);
  for (const kind of ['1d', '3d'] as const)
    if (left === reminderDaysBefore[kind] && !state.sent.has(kind)) return kind;
  return undefined;
}

/** Whether a loan due on `dueDate` can still have a reminder: its one-day reminder's day has not passed. */
export const remindable = (dueDate: string, nowMs: number) =>
  daysUntil(dueDate, nowMs) >= reminderDaysBefore['1d'];
