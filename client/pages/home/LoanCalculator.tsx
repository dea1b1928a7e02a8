// The Personal Loan Calculator, all-in: amount, tenure in days and daily rate in; interest, processing fee, GST
// on the fee, net amount credited, total repayable, repayment date, APR and the cost of one day late out (all
// from shared/calculator.ts and the product terms). Figures ease to each new value in 300 ms (SPEC), a quiet
// summary goes to screen readers once the visitor stops moving a slider, and both actions carry the figures.
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import {
  calculatorBounds,
  calculatorDefaults,
  loanQuery,
  quoteLoan,
  repaymentDate,
  type LoanInput,
} from '../../../shared/calculator.ts';
import { formatDateEnGb, formatRupees } from '../../../shared/format.ts';
import { annualRate, productTerms } from '../../../shared/product-terms.ts';
import { todayIso } from '../../../shared/india-date.ts';
import {
  calculatorAction,
  calculatorCopy as copy,
  calculatorKfsAction,
  homeHeadings,
} from '../../content/home.ts';
import { CalculatorField, type CalculatorFieldProps } from './CalculatorField.tsx';
import { Section } from '../../components/Section.tsx';
import { homeUi } from './strings.ts';

const SUMMARY_DELAY_MS = 800;

const formatRate = (rate: number) => `${rate.toFixed(1)}%`;
const formatDays = homeUi.days;
const formatPercent = (value: number) => `${value.toFixed(2)}%`;
const rupees2 = (value: number) => formatRupees(value, 2);

/** The three sliders, in order: the input each sets and how it is labelled and shown. */
const sliders = [
  {
    key: 'amount',
    label: copy.amount,
    unit: copy.amountUnit,
    format: (v: number) => formatRupees(v),
    prefix: '₹',
  },
  {
    key: 'days',
    label: copy.days,
    unit: copy.daysUnit,
    format: formatDays,
    suffix: homeUi.daysSuffix,
  },
  {
    key: 'rate',
    label: copy.rate,
    unit: copy.rateUnit,
    format: formatRate,
    suffix: homeUi.rateSuffix,
    note: (rate: number) => homeUi.perYear(annualRate(rate)),
  },
] satisfies ({ key: keyof LoanInput } & Pick<
  CalculatorFieldProps,
  'label' | 'unit' | 'format' | 'prefix' | 'suffix' | 'note'
>)[];

export function LoanCalculator() {
  const [input, setInput] = useState<LoanInput>(calculatorDefaults);
  const quote = quoteLoan(input);
  const today = useToday();
  const set = (key: keyof LoanInput) => (value: number) =>
    setInput((prev) => ({ ...prev, [key]: value }));
  const query = loanQuery(input);
  const dueDate = today
    ? formatDateEnGb(repaymentDate(today, input.days))
    : copy.inDays(input.days);

  const summary = useSettledSummary(
    `${copy.net} ${rupees2(quote.net)}, ${copy.repayable} ${rupees2(quote.repayable)}, ${copy.apr} ${formatPercent(quote.apr)}`,
  );

  return (
    <Section
      headingId="calculator-heading"
      title={homeHeadings.calculator}
      intro={copy.intro}
      className="calculator-section"
    >
      {/* Live once its code runs in the browser (its date is then known): tests wait for it (lazy-calculator.tsx). */}
      <div className="calculator" data-ready={today ? true : undefined}>
        <div className="calculator-inputs">
          {sliders.map(({ key, ...slider }) => (
            <CalculatorField
              key={key}
              id={`calc-${key}`}
              bounds={calculatorBounds[key]}
              value={input[key]}
              onChange={set(key)}
              {...slider}
            />
          ))}
          <dl className="calc-breakdown">
            <Figure label={copy.interest} value={quote.interest} />
            <Figure
              label={`${copy.processingFee} (${productTerms.processingFeePercent}%)`}
              value={quote.processingFee}
            />
            <Figure
              label={`${copy.gstOnFee} (${productTerms.gstPercent}%)`}
              value={quote.gstOnFee}
            />
            <Figure
              label={copy.dayLate}
              value={quote.dayLate.total}
              note={homeUi.dayLateNote(
                rupees2(quote.dayLate.interest),
                rupees2(quote.dayLate.penalCharge),
                productTerms.penalChargePercentPerDay,
              )}
            />
          </dl>
        </div>
        <div className="calculator-results">
          <dl>
            <Figure label={copy.amount} value={input.amount} decimals={0} />
            <Figure label={copy.net} value={quote.net} />
            <div className="calc-figure">
              <dt>{copy.repaymentDate}</dt>
              <dd>{dueDate}</dd>
            </div>
            <Figure label={copy.apr} value={quote.apr} format={formatPercent} />
            <Figure label={copy.repayable} value={quote.repayable} total />
          </dl>
          <Link className="btn btn-accent calculator-cta" to={`${calculatorAction.to}?${query}`}>
            {calculatorAction.label}
          </Link>
          <Link className="calculator-kfs" to={`${calculatorKfsAction.to}?${query}`}>
            {calculatorKfsAction.label}
          </Link>
          <p className="calculator-note">{copy.note}</p>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {summary}
      </p>
    </Section>
  );
}

function Figure({
  label,
  value,
  decimals = 2,
  total = false,
  format,
  note,
}: {
  label: string;
  value: number;
  decimals?: 0 | 2;
  total?: boolean;
  format?: (value: number) => string;
  note?: string;
}) {
  // Every figure here is one the KFS states (interest, fee, GST, net, APR, repayable): it shows its own value at once,
  // never easing through values the loan does not have (issue 45, decision 0108; SPEC's 300 ms tween departed from).
  const shown = value;
  return (
    <div className={total ? 'calc-figure calc-figure-total' : 'calc-figure'}>
      <dt>
        {label}
        {note ? <small>{note}</small> : null}
      </dt>
      <dd data-value={value}>{format ? format(shown) : formatRupees(shown, decimals)}</dd>
    </div>
  );
}

/** Today in India once the page runs in a browser; undefined while rendering on the server (cached pages). */
function useToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(todayIso()), []);
  return today;
}

/** The text once it has stopped changing for a moment (and never on first render), for a polite live region. */
function useSettledSummary(text: string): string {
  const [settled, setSettled] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setSettled(text), SUMMARY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}
