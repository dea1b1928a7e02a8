// The application's draft in sessionStorage: it survives a reload or a failed submit and dies with the tab.
// Consents are not kept: they are given again, on purpose, on the form the visitor is looking at.
import { genders } from '../../../shared/apply-terms.ts';
import {
  consentFieldNames,
  emptyValues,
  type ApplyValues,
  type ConsentFieldName,
  type Gender,
} from './values.ts';

const storageKey = 'rf.apply-draft';
const maxFieldLength = 300;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isConsent = (key: keyof ApplyValues): key is ConsentFieldName =>
  (consentFieldNames as readonly string[]).includes(key);

export function loadDraft(): ApplyValues | undefined {
  try {
    const text = storage()?.getItem(storageKey);
    if (!text) return undefined;
    const saved = JSON.parse(text) as Record<string, unknown>;
    const values: ApplyValues = { ...emptyValues };
    for (const key of Object.keys(emptyValues) as (keyof ApplyValues)[]) {
      const v = saved[key];
      if (typeof v !== 'string' || isConsent(key)) continue;
      if (key === 'gender') values.gender = genders.includes(v as Gender) ? (v as Gender) : '';
      else values[key] = v.slice(0, maxFieldLength);
    }
    return values;
  } catch {
    return undefined; // unreadable: start afresh
  }
}

export function saveDraft(values: ApplyValues): void {
  // Consents are never kept: each application asks for them afresh.
  const typed = Object.fromEntries(
    Object.entries(values).filter(([key]) => !isConsent(key as keyof ApplyValues)),
  );
  const empty = Object.values(typed).every((v) => v === '');
  try {
    if (empty) storage()?.removeItem(storageKey);
    else storage()?.setItem(storageKey, JSON.stringify(typed));
  } catch {
    // storage full or disabled: the form still works, only the draft is not kept
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // nothing to clear
  }
}
