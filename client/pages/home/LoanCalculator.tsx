// The Personal Loan Calculator: three inputs, figures that recalculate live and ease to each new value in 300 ms,
// and a quiet summary for screen readers once the visitor stops moving a slider.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  calculatorBounds,
  calculatorDefaults,
  quoteLoan,
  type LoanInput,
} from '../../../shared/calculator.ts';
import { formatRupees } from '../../../shared/format.ts';
import { calculatorAction, calculatorCopy as copy, homeHeadings } from '../../content/home.ts';
import { useAnimatedNumber } from '../../hooks/useAnimatedNumber.ts';
import { CalculatorField } from './CalculatorField.tsx';
import { Section } from '../../components/Section.tsx';
import './calculator.css';

const FIGURE_MS = 300;
const SUMMARY_DELAY_MS = 800;

const formatRate = (rate: number) => `${rate.toFixed(1)}%`;
const formatDays = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export function LoanCalculator() {
  const [input, setInput] = useState<LoanInput>(calculatorDefaults);
  const quote = quoteLoan(input);
  const set = (key: keyof LoanInput) => (value: number) =>
    setInput((prev) => ({ ...prev, [key]: value }));

  const summary = useSettledSummary(
    `${copy.dailyInterest} ${formatRupees(quote.dailyInterest, 2)}, ${copy.totalInterest} ${formatRupees(quote.totalInterest, 2)}, ${copy.totalAmount} ${formatRupees(quote.totalAmount, 2)}`,
  );

  return (
    <Section
      headingId="calculator-heading"
      title={homeHeadings.calculator}
      intro={copy.intro}
      className="calculator-section"
    >
      <div className="calculator">
        <div className="calculator-inputs">
          <CalculatorField
            id="calc-amount"
            label={copy.amount}
            unit={copy.amountUnit}
            bounds={calculatorBounds.amount}
            value={input.amount}
            onChange={set('amount')}
            format={(v) => formatRupees(v)}
            prefix="₹"
          />
          <CalculatorField
            id="calc-days"
            label={copy.days}
            unit={copy.daysUnit}
            bounds={calculatorBounds.days}
            value={input.days}
            onChange={set('days')}
            format={formatDays}
            suffix={input.days === 1 ? 'day' : 'days'}
          />
          <CalculatorField
            id="calc-rate"
            label={copy.rate}
            unit={copy.rateUnit}
            bounds={calculatorBounds.rate}
            value={input.rate}
            onChange={set('rate')}
            format={formatRate}
            suffix="%"
          />
        </div>
        <div className="calculator-results">
          <dl>
            <Figure label={copy.amount} value={input.amount} decimals={0} />
            <Figure label={copy.dailyInterest} value={quote.dailyInterest} />
            <Figure label={copy.totalInterest} value={quote.totalInterest} />
            <Figure label={copy.totalAmount} value={quote.totalAmount} total />
          </dl>
          <Link className="btn btn-accent calculator-cta" to={calculatorAction.to}>
            {calculatorAction.label}
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
}: {
  label: string;
  value: number;
  decimals?: 0 | 2;
  total?: boolean;
}) {
  const shown = useAnimatedNumber(value, FIGURE_MS);
  return (
    <div className={total ? 'calc-figure calc-figure-total' : 'calc-figure'}>
      <dt>{label}</dt>
      <dd data-value={value}>{formatRupees(shown, decimals)}</dd>
    </div>
  );
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
