// The one-time-code step, loaded apart from the pages that show it (client/lazy-part.tsx): it shows only after a
// code was sent, so the page imports it on its form's first focus and awaits it beside the request for the code.
import { lazyPart } from '../lazy-part.tsx';
import type { OtpStepProps } from './OtpStep.tsx';

export const otpStep = lazyPart<OtpStepProps>(() => import('./OtpStep.tsx').then((m) => m.OtpStep));
