// The Apply page's calls to our API: the address lists and the application itself (DESIGN section 3).
import type { CityItem, PincodeItem, StateItem } from '../../../shared/schemas/reference.ts';
import type { ApplyForm } from '../../../shared/schemas/apply.ts';
import { applyMessages } from '../../../shared/apply-messages.ts';
import {
  ApiFailure,
  requestJson,
  unwrap,
  type AnswerSchema,
  type ApiResult,
} from '../../api/request.ts';
import { importOnce } from '../../import-once.ts';

/**
 * An address list's answer, `{ <key>: [{ id, <field> }, ...] }` with every value a string: the shape of
 * shared/schemas/reference.ts's schemas, which the server answers with, read without zod (decision 0140). The page
 * asks for the states as it opens, and zod, 24 kB, would then load on every first visit; it loads with the form's
 * first check instead. Like zod's object, the item keeps only the keys it names. tests/unit/address-lists.test.ts
 * holds the two to the same answers.
 */
function listOf<K extends string, F extends string>(
  key: K,
  field: F,
): AnswerSchema<Record<K, ({ id: string } & Record<F, string>)[]>> {
  return {
    safeParse(value) {
      const items = (value as Record<string, unknown> | null | undefined)?.[key];
      if (!Array.isArray(items)) return { success: false };
      const read: ({ id: string } & Record<F, string>)[] = [];
      for (const item of items as (Record<string, unknown> | null)[]) {
        const id = item?.id;
        const text = item?.[field];
        if (typeof id !== 'string' || typeof text !== 'string') return { success: false };
        read.push({ id, [field]: text } as { id: string } & Record<F, string>);
      }
      return { success: true, data: { [key]: read } as Record<K, typeof read> };
    },
  };
}

export const stateList = listOf('states', 'name');
export const cityList = listOf('cities', 'name');
export const pincodeList = listOf('pincodes', 'pincode');

/**
 * The places' names in the page's language (Devanagari beside the Latin in Hindi, 3.4 kB). Only a reader of the
 * address lists needs them, so they load when the form is first touched (useAddressLists), not with the page: the
 * lists arrive with the Latin names the lending API sends, and take the page's names once these have come.
 */
export const placeNames = importOnce(() => import('../../content/place-names.ts'));

export async function fetchStates(signal?: AbortSignal): Promise<StateItem[]> {
  return (await unwrap(requestJson('/api/states', { schema: stateList, signal }))).states;
}

export async function fetchCities(stateId: string, signal?: AbortSignal): Promise<CityItem[]> {
  const url = `/api/states/${encodeURIComponent(stateId)}/cities`;
  return (await unwrap(requestJson(url, { schema: cityList, signal }))).cities;
}

export async function fetchPincodes(cityId: string, signal?: AbortSignal): Promise<PincodeItem[]> {
  const url = `/api/cities/${encodeURIComponent(cityId)}/pincodes`;
  return (await unwrap(requestJson(url, { schema: pincodeList, signal }))).pincodes;
}

/** SPEC section 8: the server's message, else 'Failed to fetch states'; no answer at all: 'Could not load states'. */
export function statesFailureMessage(error: unknown): string {
  if (error instanceof ApiFailure) {
    if (error.problem.status === 0) return applyMessages.statesNetwork;
    return error.problem.detail ?? applyMessages.statesFailed;
  }
  return applyMessages.statesFailed;
}

export function submitApplication(form: ApplyForm): Promise<ApiResult<{ message: string }>> {
  return requestJson('/api/applications', {
    schema: () => import('../../../shared/schemas/apply.ts').then((m) => m.applyResponseSchema),
    method: 'POST',
    body: form,
  });
}
