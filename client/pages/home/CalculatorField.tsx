// One calculator input: a labelled slider and a number field bound to the same value, with the range shown below.
// The number field accepts anything while typing, applies values inside the bounds at once, and snaps on leaving.
import { useState, type CSSProperties } from 'react';
import { snapToBounds, type Bounds } from '../../../shared/calculator.ts';
import { homeUi } from './strings.ts';

export interface CalculatorFieldProps {
  id: string;
  label: string;
  /** The unit in words, for the number field's accessible name: 'rupees'. */
  unit: string;
  bounds: Bounds;
  value: number;
  onChange(value: number): void;
  /** How a value reads on screen and to screen readers: '₹41,000', '30 days', '1.5%'. */
  format(value: number): string;
  prefix?: string;
  suffix?: string;
  /** A line under the number: the daily rate's rate a year (issue 45: no rate a day without it). */
  note?(value: number): string;
}

export function CalculatorField(props: CalculatorFieldProps) {
  const { id, label, unit, bounds, value, onChange, format, prefix, suffix, note } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const rangeId = `${id}-range`;
  const fill = ((value - bounds.min) / (bounds.max - bounds.min)) * 100;

  const typed = (text: string) => {
    setDraft(text);
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n) && n >= bounds.min && n <= bounds.max) {
      onChange(snapToBounds(n, bounds));
    }
  };
  const commit = () => {
    if (draft !== null && draft.trim() !== '' && Number.isFinite(Number(draft))) {
      onChange(snapToBounds(Number(draft), bounds));
    }
    setDraft(null);
  };

  return (
    <div className="calc-field">
      <div className="calc-field-head">
        <label htmlFor={id}>{label}</label>
        <span className="calc-number">
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          <input
            type="number"
            inputMode="decimal"
            aria-label={homeUi.inUnit(label, unit)}
            aria-describedby={rangeId}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={draft ?? String(value)}
            onChange={(e) => typed(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
          {suffix ? <span aria-hidden="true">{suffix}</span> : null}
        </span>
      </div>
      {note ? <p className="calc-note">{note(value)}</p> : null}
      <input
        id={id}
        type="range"
        className="calc-range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        aria-valuetext={format(value)}
        aria-describedby={rangeId}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        onChange={(e) => {
          setDraft(null);
          onChange(snapToBounds(Number(e.target.value), bounds));
        }}
      />
      <p className="calc-bounds" id={rangeId}>
        <span>{format(bounds.min)}</span>
        <span className="visually-hidden">{homeUi.rangeTo}</span>
        <span>{format(bounds.max)}</span>
      </p>
    </div>
  );
}
