// The application form's state: values, per-field messages, the draft, and the submit with its outcomes.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { applyMessages } from '../../../shared/apply-messages.ts';
import { otpStep } from '../../components/LazyOtpStep.tsx';
import { thankYou } from './lazy-thank-you.tsx';
import { submitApplication } from './api.ts';
import { carriedLoan } from './carried-loan.ts';
import { clearDraft, loadDraft, saveDraft } from './draft.ts';
import { typingError } from './live-rules.ts';
import { useMobileVerification, type MobileVerification } from './useMobileVerification.ts';
import {
  emptyValues,
  loadCheck,
  fieldOrder,
  isFieldName,
  type ApplyValues,
  type Check,
  type FieldErrors,
  type FieldName,
} from './values.ts';

const draftDelayMs = 400;

export type Phase = 'editing' | 'sending' | 'done';

export interface ApplyFormState {
  values: ApplyValues;
  errors: FieldErrors;
  phase: Phase;
  /** The submit failure shown above the button (SPEC section 8), if any. */
  alert?: string;
  /** The latest message shown while typing, for the form's live region (screen readers hear blocked keys). */
  announcement: string;
  /** The server's confirmation, once the application is accepted. */
  confirmation?: string;
  /** False until the page is hydrated: before that a submit would bypass every rule (and the draft). */
  live: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The mobile's code step (issue 16): the form is taken only with a verified mobile. */
  mobile: MobileVerification;
  change(name: FieldName, value: ApplyValues[FieldName], opts?: { blocked?: boolean }): void;
  changeState(stateId: string): void;
  changeCity(cityId: string): void;
  blur(name: FieldName): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** Starts loading the form's check (the shared schema); the form calls it when a field is first focused. */
  prepare(): void;
}

function withError(errors: FieldErrors, name: FieldName, message: string | undefined): FieldErrors {
  if (errors[name] === message) return errors;
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}

export function useApplyForm(): ApplyFormState {
  const [values, setValues] = useState<ApplyValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const [alert, setAlert] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const valuesRef = useRef(values);
  const focusPending = useRef(false);
  const mobile = useMobileVerification(values.mobile);
  const checker = useRef<Check | undefined>(undefined);
  const checkerLoading = useRef<Promise<Check> | undefined>(undefined);
  /** True from a submit until its check has answered: a second press in between is the same submit. */
  const checking = useRef(false);
  /**
   * Fields whose message no rule of the form gives (the server's, or "verify this mobile number"): leaving such a
   * field unedited keeps it. Taking it away on blur moved Verify mobile number up under the pointer between press and
   * release, so the first click after a failed submit did nothing (issue 41).
   */
  const beyondRules = useRef(new Set<FieldName>());

  /** The form's check, importing the shared schema the first time. */
  const ready = useCallback((): Promise<Check> => {
    if (checker.current) return Promise.resolve(checker.current);
    checkerLoading.current ??= loadCheck().then(
      (c) => (checker.current = c),
      (error: unknown) => {
        checkerLoading.current = undefined; // a later focus or submit tries again
        throw error;
      },
    );
    return checkerLoading.current;
  }, []);
  const prepare = useCallback(() => {
    ready().catch(() => undefined);
    otpStep.prepare();
    thankYou.prepare();
  }, [ready]);

  // The server renders an empty form; the tab's draft, if any, fills it in once the page is live.
  useEffect(() => {
    const draft = loadDraft();
    // An amount carried from the calculator is what the visitor just chose: it wins over an older draft.
    const carried = carriedLoan(window.location.search);
    if (draft || carried)
      setValues({
        ...(draft ?? emptyValues),
        ...(carried ? { loanAmount: String(carried.amount) } : {}),
      });
    setRestored(true);
  }, []);

  const keeping = restored && phase !== 'done';
  // Set when the application is accepted, before React has rendered 'done': a save already due (the debounce below)
  // must not bring back the draft that was just cleared (seen as a flaky e2e journey on a loaded machine).
  const sent = useRef(false);
  useEffect(() => {
    valuesRef.current = values;
    if (!keeping) return;
    const timer = setTimeout(() => sent.current || saveDraft(values), draftDelayMs);
    return () => clearTimeout(timer);
  }, [values, keeping]);

  // A reload or a closed tab inside the debounce window must not lose the last keystrokes.
  useEffect(() => {
    if (!keeping) return;
    const flush = () => sent.current || saveDraft(valuesRef.current);
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [keeping]);

  // "Verify this mobile number" goes once the code has verified it (a blur no longer takes it away).
  const mobileVerified = mobile.isVerified(values.mobile);
  useEffect(() => {
    if (!mobileVerified || !beyondRules.current.delete('mobile')) return;
    setErrors((e) => withError(e, 'mobile', undefined));
  }, [mobileVerified]);

  // Focus moves to the first invalid field after the messages are rendered, so it is read with its message.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const form = formRef.current;
    for (const name of fieldOrder) {
      if (!errors[name]) continue;
      const el = form?.querySelector<HTMLElement>(`[name="${name}"]:not(:disabled)`);
      if (!el) continue;
      el.focus({ preventScroll: true });
      (el.closest('.field') ?? el).scrollIntoView({ block: 'center' });
      return;
    }
  }, [errors]);

  /** `beyond`: the fields among `next` whose message the form's rules do not give. */
  const showErrors = (next: FieldErrors, beyond: FieldName[] = []) => {
    focusPending.current = Object.keys(next).length > 0;
    beyondRules.current = new Set(beyond);
    setErrors(next);
  };

  const change = useCallback<ApplyFormState['change']>((name, value, opts) => {
    setValues((v) => ({ ...v, [name]: value }));
    beyondRules.current.delete(name);
    const live = opts?.blocked
      ? messages.digitsOnly
      : typeof value === 'string'
        ? typingError(name, value)
        : undefined;
    // An edit clears the field's old message; the schema looks again when the field is left.
    setErrors((e) => withError(e, name, live));
    setAnnouncement(live ?? '');
  }, []);

  const changeState = useCallback((stateId: string) => {
    setValues((v) => ({ ...v, state: stateId, city: '', pincode: '' }));
    setErrors((e) =>
      withError(
        withError(withError(e, 'state', undefined), 'city', undefined),
        'pincode',
        undefined,
      ),
    );
  }, []);

  const changeCity = useCallback((cityId: string) => {
    setValues((v) => ({ ...v, city: cityId, pincode: '' }));
    setErrors((e) => withError(withError(e, 'city', undefined), 'pincode', undefined));
  }, []);

  const blur = (name: FieldName) => {
    const value = values[name];
    if (typeof value !== 'string') return;
    if (value === '') {
      // Leaving an empty field is not an error until submit; a stale 'Only digits are allowed' goes.
      if (errors[name] === messages.digitsOnly) setErrors((e) => withError(e, name, undefined));
      return;
    }
    const show = (check: Check) => {
      // A field edited again while the schema was arriving is the change handler's to judge.
      if (valuesRef.current[name] !== value) return;
      const result = check(valuesRef.current);
      const message = typingError(name, value) ?? (result.ok ? undefined : result.errors[name]);
      if (message === undefined && beyondRules.current.has(name)) return;
      setErrors((e) => withError(e, name, message));
    };
    if (checker.current) show(checker.current);
    else
      void ready().then(show, () => {
        const typing = typingError(name, value);
        if (typing) setErrors((e) => withError(e, name, typing));
      });
  };

  const send = async (
    check: Check,
    form: Parameters<typeof submitApplication>[0],
    typed: ApplyValues,
  ) => {
    setPhase('sending');
    // The Thank You screen's code, requested on the form's first focus, is there before the screen shows.
    const [result] = await Promise.all([
      submitApplication(form),
      thankYou.preload().catch(() => thankYou.preload().catch(() => undefined)),
    ]);
    if (result.ok) {
      sent.current = true;
      clearDraft();
      setConfirmation(result.data.message);
      setPhase('done');
      return;
    }
    saveDraft(typed);
    setPhase('editing');
    const fieldErrors: FieldErrors = {};
    for (const [key, message] of Object.entries(result.problem.errors)) {
      if (isFieldName(key)) fieldErrors[key] = message;
    }
    if (fieldErrors.mobile === check.mobileNotVerified) mobile.forget();
    if (Object.keys(fieldErrors).length > 0)
      showErrors(fieldErrors, Object.keys(fieldErrors) as FieldName[]);
    setAlert(result.problem.detail ?? applyMessages.submitFailed);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'editing' || checking.current) return;
    setAlert(undefined);
    if (checker.current) {
      checkAndSend(checker.current, values);
      return;
    }
    checking.current = true;
    void ready()
      .then(
        (check) => checkAndSend(check, valuesRef.current),
        () => setAlert(applyMessages.submitFailed),
      )
      .finally(() => (checking.current = false));
  };

  const checkAndSend = (check: Check, values: ApplyValues) => {
    const result = check(values, check.currentUtm(window.location.search));
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    if (!mobile.isVerified(result.form.mobile)) {
      showErrors({ mobile: check.mobileNotVerified }, ['mobile']);
      return;
    }
    setErrors({});
    void send(check, result.form, values);
  };

  return {
    values,
    errors,
    phase,
    alert,
    announcement,
    confirmation,
    live: restored,
    formRef,
    mobile,
    change,
    changeState,
    changeCity,
    blur,
    submit,
    prepare,
  };
}
