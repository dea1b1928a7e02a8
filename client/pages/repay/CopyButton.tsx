// Copies one value to the clipboard and says so: the button reads 'Copied' for a moment and a live region
// announces it to screen readers.
import { useEffect, useRef, useState } from 'react';
import { copyButtonCopy } from './strings.ts';

type State = 'idle' | 'copied' | 'failed';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed'); // no clipboard (an insecure page, a refused permission): the value stays selectable
    }
    timer.current = setTimeout(() => setState('idle'), 2500);
  }

  return (
    <>
      <button
        type="button"
        className={`copy-btn${state === 'copied' ? ' is-copied' : ''}`}
        onClick={copy}
        aria-label={copyButtonCopy.copyLabel(label)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          {state === 'copied' ? (
            <path
              d="M4 10.5l4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <>
              <rect
                x="7"
                y="7"
                width="10"
                height="10"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path
                d="M13 4.5V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </>
          )}
        </svg>
        <span aria-hidden="true">
          {state === 'copied'
            ? copyButtonCopy.copied
            : state === 'failed'
              ? copyButtonCopy.failed
              : copyButtonCopy.copy}
        </span>
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? copyButtonCopy.copiedLabel(label)
          : state === 'failed'
            ? copyButtonCopy.failedLabel(label)
            : ''}
      </span>
    </>
  );
}
