// Due-date reminders (issue 46) on a fake clock: three days and one day before the due date, each once, only between
// 08:00 and 19:00 India time, never for a loan paid (in our ledger or by the lending API's word), never after the
// borrower withdrew. The worker runs on the real tables; its SMS go to a list instead of the outbox.
import t from 'tap';
import fc from 'fast-check';
import { sharedTestDatabase, quietLog } from '../helpers/database.ts';
import { ReminderStore } from '../../server/features/loans/reminder-store.ts';
import { ReminderWorker, type LoanStanding } from '../../server/features/loans/reminder-worker.ts';
import { reminderDue } from '../../server/features/loans/reminder-schedule.ts';

const db = await sharedTestDatabase();
const store = new ReminderStore(db);

/** An instant in India time (IST, UTC+05:30). */
const ist = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);

let counter = 0;
/** A loan of its own per test, due years from the real today, so the site's own workers never look at it. */
function loanNo() {
  counter += 1;
  return `RFLT${process.pid % 10000}${String(counter).padStart(3, '0')}`;
}

interface Sent {
  mobile: string;
  text: string;
  /** When the outbox drops it unsent (the end of that day's window). */
  expiresAt: number;
}

function worker(
  clock: { now: number },
  standing: LoanStanding = { settled: false, amountDue: 10300 },
  outbox: { fails?: number } = {},
) {
  const sent: Sent[] = [];
  const w = new ReminderWorker({
    db,
    store,
    send: async (mobile, text, _requestId, { client, expiresAt }) => {
      // Written in the claim's transaction, as the outbox writes its row.
      await client.query('SELECT 1');
      if ((outbox.fails ?? 0) > 0) {
        outbox.fails! -= 1;
        throw new Error('the outbox could not write');
      }
      sent.push({ mobile, text, expiresAt });
    },
    standing: async () => standing,
    link: (locale) => `https://www.rupeeflow.in${locale === 'hi' ? '/hi' : ''}/my-loans`,
    brand: 'Rupeeflow',
    log: quietLog,
    now: () => clock.now,
  });
  return { w, sent };
}

async function ask(loan: string, dueDate: string, at: number, locale: 'en' | 'hi' = 'en') {
  await store.ask(
    { loanNo: loan, leadId: '1', mobile: '9871023456', dueDate, locale, consentText: 'I agree' },
    new Date(at),
  );
}

t.test(
  'sent three days and one day before, once each, at the first tick of the window',
  async (t) => {
    const loan = loanNo();
    const clock = { now: ist('2031-03-10', '12:00') };
    await ask(loan, '2031-03-20', clock.now);
    const { w, sent } = worker(clock);

    // Every half hour from the request to the due date: exactly two SMS, at 08:00 on the 17th and on the 19th.
    const at: string[] = [];
    for (; clock.now < ist('2031-03-20', '23:59'); clock.now += 30 * 60_000) {
      const before = sent.length;
      await w.tick();
      if (sent.length > before) at.push(new Date(clock.now).toISOString());
    }
    t.same(
      at,
      ['2031-03-17T02:30:00.000Z', '2031-03-19T02:30:00.000Z'],
      '08:00 IST on the 17th and the 19th',
    );
    t.same(
      sent.map((s) => s.expiresAt),
      [ist('2031-03-17', '19:00'), ist('2031-03-19', '19:00')],
      'each dropped by the outbox if still unsent at 19:00 IST that day, never sent into quiet hours',
    );
    t.match(sent[0]!.text, 'due on 20/03/2031 (in 3 days)');
    t.match(sent[0]!.text, 'Rs. 10,300.00');
    t.match(sent[1]!.text, '(tomorrow)');
    t.equal(sent[0]!.mobile, '9871023456');
  },
);

t.test('never in quiet hours: asked at night, the reminder waits for 08:00', async (t) => {
  const loan = loanNo();
  const clock = { now: ist('2031-04-07', '19:00') };
  await ask(loan, '2031-04-10', clock.now, 'hi');
  const { w, sent } = worker(clock);
  for (const time of ['19:00', '21:30', '23:59']) {
    clock.now = ist('2031-04-07', time);
    await w.tick();
  }
  for (const time of ['00:00', '05:00', '07:59']) {
    clock.now = ist('2031-04-08', time);
    await w.tick();
  }
  t.equal(sent.length, 0, 'nothing between 19:00 and 08:00');
  // The 3-day reminder's day (the 7th) passed in quiet hours: it is not sent late as "3 days" on the 8th.
  clock.now = ist('2031-04-08', '08:00');
  await w.tick();
  t.equal(sent.length, 0, 'a missed 3-day reminder is not sent a day late');
  clock.now = ist('2031-04-09', '08:00');
  await w.tick();
  t.equal(sent.length, 1);
  t.match(sent[0]!.text, '(कल)', 'in the language it was asked in');
});

t.test('any instant of a day: due only inside the window, on the right days', async (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 6 * 86_400_000 }),
      fc.subarray(['3d', '1d'] as const),
      (offset, sentKinds) => {
        const now = ist('2031-05-01', '00:00') + offset;
        const kind = reminderDue({ dueDate: '2031-05-05', sent: new Set(sentKinds) }, now);
        if (kind === undefined) return;
        const local = new Date(now + 5.5 * 3_600_000);
        const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
        if (minute < 8 * 60 || minute >= 19 * 60) throw new Error('sent in quiet hours');
        const day = local.toISOString().slice(0, 10);
        if (kind === '3d' && day !== '2031-05-02') throw new Error(`3d on ${day}`);
        if (kind === '1d' && day !== '2031-05-04') throw new Error(`1d on ${day}`);
        if ((sentKinds as readonly string[]).includes(kind)) throw new Error('sent twice');
      },
    ),
  );
  t.pass('no instant sends in quiet hours, on a wrong day or twice');
});

t.test('never for a loan paid: a verified payment in our ledger stops its reminders', async (t) => {
  const loan = loanNo();
  const clock = { now: ist('2031-06-01', '10:00') };
  await ask(loan, '2031-06-04', clock.now);
  await db.query(
    `INSERT INTO payments (txnid, amount, lead_id, loan_no, initiated_at, outcome, location, settled_at)
     VALUES ($1, '10300.00', '1', $2, $3, 'paid', '/order-confirmation', $3)`,
    [`T${loan}`, loan, new Date(clock.now + 60_000)],
  );
  clock.now += 10 * 60_000;
  const { w, sent } = worker(clock);
  await w.tick();
  clock.now = ist('2031-06-03', '09:00');
  await w.tick();
  t.equal(sent.length, 0);
  const { rows } = await db.query('SELECT stopped, mobile FROM loan_reminders WHERE loan_no = $1', [
    loan,
  ]);
  t.same(rows[0], { stopped: 'paid', mobile: null }, 'stopped, and the mobile forgotten');
});

t.test('never for a loan the lending API says is settled', async (t) => {
  const loan = loanNo();
  const clock = { now: ist('2031-07-01', '10:00') };
  await ask(loan, '2031-07-04', clock.now);
  const { w, sent } = worker(clock, { settled: true });
  await w.tick();
  t.equal(sent.length, 0);
});

t.test(
  'withdrawn: nothing more is sent, and asking again does not repeat what was sent',
  async (t) => {
    const loan = loanNo();
    const clock = { now: ist('2031-08-01', '10:00') };
    await ask(loan, '2031-08-04', clock.now);
    const { w, sent } = worker(clock);
    await w.tick();
    t.equal(sent.length, 1, 'the 3-day reminder');
    await store.withdraw(loan, new Date(clock.now));
    clock.now = ist('2031-08-03', '10:00');
    await w.tick();
    t.equal(sent.length, 1, 'withdrawn: no 1-day reminder');
    await ask(loan, '2031-08-04', clock.now);
    clock.now = ist('2031-08-03', '11:00');
    await w.tick();
    clock.now = ist('2031-08-03', '12:00');
    await w.tick();
    t.equal(sent.length, 2, 'asked again: the 1-day reminder once, the 3-day one not again');
    t.match(sent[1]!.text, '(tomorrow)');
  },
);

t.test('two workers (two instances) at once send each reminder once', async (t) => {
  const loan = loanNo();
  const clock = { now: ist('2031-09-01', '10:00') };
  await ask(loan, '2031-09-02', clock.now);
  const a = worker(clock);
  const b = worker(clock);
  await Promise.all([a.w.tick(), b.w.tick(), a.w.tick(), b.w.tick()]);
  t.equal(a.sent.length + b.sent.length, 1);
});

t.test(
  'the claim and the SMS are one transaction: an outbox that cannot write leaves the reminder to the next tick',
  async (t) => {
    const loan = loanNo();
    const clock = { now: ist('2031-05-07', '09:00') };
    await ask(loan, '2031-05-10', clock.now);
    const outbox = { fails: 1 };
    const { w, sent } = worker(clock, undefined, outbox);
    t.equal(await w.tick(), 0, 'the write failed: nothing handed over');
    t.equal(outbox.fails, 0);
    clock.now += 60_000;
    t.equal(await w.tick(), 1, 'the claim was rolled back with it, so the next tick sends it');
    t.equal(sent.length, 1);
    clock.now += 60_000;
    t.equal(await w.tick(), 0, 'and once only');
  },
);
