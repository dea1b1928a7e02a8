// The rows of the Key Fact Statement (RBI KFS circular, Annex A Part 1, Annex B, Annex C) for one loan, as
// plain data: the page renders them as tables and the download writes them as text, so both say the same. The
// words come from strings.ts (strings.hi.ts in the Hindi build); every figure is computed here.
import { quoteLoan, type LoanInput } from '../../../shared/calculator.ts';
import { formatRupees } from '../../../shared/format.ts';
import { annualRate, aprRange, productTerms } from '../../../shared/product-terms.ts';
import { percent } from '../../../shared/product-term-tokens.ts';
import { kfsStrings as s } from './strings.ts';
import { coolingOffWords } from '../../../shared/cooling-off-words.ts';
import { buildLocale } from '../../locale.ts';

/** The exit's one wording in this build's language. */
const exitWords = coolingOffWords[buildLocale.code === 'hi' ? 'hi' : 'en'];

export type Row = readonly [no: string, item: string, detail: string];

export interface FeeRow {
  payableTo: string;
  item: string;
  when: string;
  amount: string;
}

export interface KfsFigures {
  loan: LoanInput;
  personal: boolean;
  part1: Row[];
  fees: FeeRow[];
  annexB: Row[];
  aprWorking: string;
  schedule: {
    no: string;
    due: string;
    opening: string;
    principal: string;
    interest: string;
    instalment: string;
  };
}

const r2 = (v: number) => formatRupees(v, 2);
const t = productTerms;

export const describeLoan = ({ amount, days, rate }: LoanInput) =>
  s.describeLoan(formatRupees(amount), days, percent(rate), percent(annualRate(rate)));

export function kfsFigures(loan: LoanInput, personal: boolean): KfsFigures {
  const q = quoteLoan(loan);
  const p = s.part1;
  const either = (mine: string, range: string) => (personal ? mine : s.withExample(mine, range));
  const part1: Row[] = [
    ['1', p.loanNumber.item, p.loanNumber.detail],
    ['', p.type.item, p.type.detail],
    [
      '2',
      p.amount,
      personal
        ? formatRupees(loan.amount)
        : p.amountRange(
            formatRupees(t.amount.min),
            formatRupees(t.amount.max),
            formatRupees(loan.amount),
          ),
    ],
    ['3', p.disbursal.item, p.disbursal.detail],
    ['4', p.term, either(s.days(loan.days), p.termRange(t.tenureDays.min, t.tenureDays.max))],
    ['5', p.instalments, p.instalmentDetail(r2(q.repayable), personal, loan.days)],
    [
      '6',
      p.rate,
      either(
        p.rateMine(percent(loan.rate), percent(annualRate(loan.rate))),
        p.rateRange(
          percent(t.dailyRate.min),
          percent(t.dailyRate.max),
          percent(annualRate(t.dailyRate.min)),
          percent(annualRate(t.dailyRate.max)),
        ),
      ),
    ],
    ['7', p.floating.item, p.floating.detail],
    ['8', p.fees.item, p.fees.detail],
    ['9', p.apr, either(percent(q.apr), p.range(percent(aprRange.min), percent(aprRange.max)))],
    [
      '10 (i)',
      p.penal,
      p.penalDetail(
        percent(t.penalChargePercentPerDay),
        r2(q.dayLate.total),
        r2(q.dayLate.interest),
        r2(q.dayLate.penalCharge),
      ),
    ],
    ['10 (ii)', p.bounce, t.bounceCharge === 0 ? s.nil : formatRupees(t.bounceCharge)],
    [
      '10 (iii)',
      p.foreclosure,
      t.foreclosurePercent === 0 ? p.foreclosureNil : percent(t.foreclosurePercent),
    ],
    [
      '10 (iv)',
      p.coolingOff,
      p.coolingOffDetail(t.coolingOffDays, exitWords.rule, exitWords.example(loan)),
    ],
  ];
  const f = s.fees;
  const fees: FeeRow[] = [
    {
      payableTo: f.us,
      item: f.processingFee(percent(t.processingFeePercent)),
      when: f.oneTime,
      amount: r2(q.processingFee),
    },
    {
      payableTo: f.us,
      item: f.gst(percent(t.gstPercent)),
      when: f.oneTime,
      amount: r2(q.gstOnFee),
    },
    { payableTo: f.thirdParties, item: f.insurance, when: f.none, amount: s.nil },
    { payableTo: f.thirdParties, item: f.valuation, when: f.none, amount: s.nil },
    { payableTo: f.thirdParties, item: f.other, when: f.none, amount: f.otherAmount },
  ];
  const b = s.annexB;
  const annexB: Row[] = [
    ['1', b.amount, formatRupees(loan.amount)],
    ['2', b.term, s.days(loan.days)],
    ['2 (a)', b.principalInstalments.item, b.principalInstalments.detail],
    ['2 (b)', b.emi.item, b.emi.detail],
    ['2 (c)', b.capitalised.item, b.capitalised.detail],
    ['2 (d)', b.commencement, b.afterDisbursement(loan.days)],
    ['3', b.rateType.item, b.rateType.detail],
    ['4', b.rate, b.rateDetail(percent(loan.rate), percent(annualRate(loan.rate)))],
    ['5', b.interest, r2(q.interest)],
    ['6', b.fees, r2(q.processingFee + q.gstOnFee)],
    [
      '6 A',
      b.feesUs,
      b.feesUsDetail(r2(q.processingFee + q.gstOnFee), r2(q.processingFee), r2(q.gstOnFee)),
    ],
    ['6 B', b.feesThird, s.nil],
    ['7', b.net, r2(q.net)],
    ['8', b.repayable, r2(q.repayable)],
    ['9', b.apr, percent(q.apr)],
    ['10', b.schedule, b.scheduleDetail(r2(q.net))],
    ['11', b.due, b.afterDisbursement(loan.days)],
  ];
  return {
    loan,
    personal,
    part1,
    fees,
    annexB,
    aprWorking: b.working(r2(q.repayable), r2(q.net), loan.days, percent(q.apr)),
    schedule: {
      no: '1',
      due: s.annexC.day(loan.days),
      opening: r2(loan.amount),
      principal: r2(loan.amount),
      interest: r2(q.interest),
      instalment: r2(q.repayable),
    },
  };
}

/** The KFS as plain text, for the download: the same rows the page shows. */
export function kfsText(f: KfsFigures, title: string): string {
  const d = s.download;
  const rows = (rs: readonly Row[]) =>
    rs.map(([n, i, detail]) => `${n.padEnd(8)} ${i}: ${detail}`).join('\n');
  const c = f.schedule;
  return [
    d.heading(title, f.personal),
    describeLoan(f.loan),
    '',
    d.part1,
    rows(f.part1),
    '',
    d.fees,
    ...f.fees.map((fee) => `${fee.payableTo} | ${fee.item} | ${fee.when} | ${fee.amount}`),
    '',
    d.annexB,
    rows(f.annexB),
    f.aprWorking,
    '',
    d.annexC,
    d.schedule(c.no, c.due, c.opening, c.principal, c.interest, c.instalment),
    '',
  ].join('\n');
}
