// The one-time-code step's code, loaded apart from the page (decision 0059): the step shows only after a code was
// sent, so a page starts the import when its form is first focused and awaits it beside the request for the code.
// Nothing waits on it in practice (the typing before Verify is longer than the fetch), and nothing flashes: the
// step's state is only set once `loadOtpStep()` has answered, and its CSS arrives with it.
import type { OtpStep as Step, OtpStepProps } from './OtpStep.tsx';

let Loaded: typeof Step | undefined;
let pending: Promise<void> | undefined;

/** Imports the step once; a failed import is forgotten, so the next call tries again. */
export function loadOtpStep(): Promise<void> {
  pending ??= import('./OtpStep.tsx').then(
    (m) => {
      Loaded = m.OtpStep;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts the import, for a form's first focus. */
export const prepareOtpStep = (): void => void loadOtpStep().catch(() => undefined);

/** The step, once `loadOtpStep()` has answered (callers show it only then). */
export function LazyOtpStep(props: OtpStepProps) {
  return Loaded ? <Loaded {...props} /> : null;
}
