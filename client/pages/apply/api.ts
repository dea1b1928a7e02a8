// The Apply page's calls to our API: the address lists and the application itself (DESIGN section 3).
import type { CityItem, PincodeItem, StateItem } from '../../../shared/schemas/reference.ts';
import type { ApplyForm } from '../../../shared/schemas/apply.ts';
import { applyMessages } from '../../../shared/apply-messages.ts';
import { ApiFailure, requestJson, unwrap, type ApiResult } from '../../api/request.ts';

// The answers' schemas are imported with the first call, not with the page (decision 0118).
const lists = () => import('../../../shared/schemas/reference.ts');
const stateListSchema = () => lists().then((m) => m.stateListSchema);
const cityListSchema = () => lists().then((m) => m.cityListSchema);
const pincodeListSchema = () => lists().then((m) => m.pincodeListSchema);

// The places' names in the page's language (Devanagari beside the Latin in Hindi), loaded with the first list.
const names = () => import('../../content/place-names.ts');

/** A list's names as the page's language writes them; the ids stay the lending API's. */
async function named<T extends { name: string }>(items: Promise<T[]>): Promise<T[]> {
  const [list, { placeLabel }] = await Promise.all([items, names()]);
  return list.map((item) => ({ ...item, name: placeLabel(item.name) }));
}

export async function fetchStates(signal?: AbortSignal): Promise<StateItem[]> {
  return named(
    unwrap(requestJson('/api/states', { schema: stateListSchema, signal })).then((a) => a.states),
  );
}

export async function fetchCities(stateId: string, signal?: AbortSignal): Promise<CityItem[]> {
  const url = `/api/states/${encodeURIComponent(stateId)}/cities`;
  return named(unwrap(requestJson(url, { schema: cityListSchema, signal })).then((a) => a.cities));
}

export async function fetchPincodes(cityId: string, signal?: AbortSignal): Promise<PincodeItem[]> {
  const url = `/api/cities/${encodeURIComponent(cityId)}/pincodes`;
  return (await unwrap(requestJson(url, { schema: pincodeListSchema, signal }))).pincodes;
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
