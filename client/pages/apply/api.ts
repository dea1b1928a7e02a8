// The Apply page's calls to our API: the address lists and the application itself (DESIGN section 3).
import type { z } from 'zod';
import {
  cityListSchema,
  pincodeListSchema,
  stateListSchema,
  type CityItem,
  type PincodeItem,
  type StateItem,
} from '../../../shared/schemas/reference.ts';
import { applyResponseSchema, type ApplyForm } from '../../../shared/schemas/apply.ts';
import { messages } from '../../../shared/messages.ts';

/** What a failed call tells the page: the problem's detail (SPEC wording) and any per-field messages. */
export interface Failure {
  status: number;
  detail?: string;
  errors?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.detail ?? `HTTP ${failure.status}`);
    this.name = 'ApiError';
  }
}

/** A network failure: the request never got an answer. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

async function readProblem(response: Response): Promise<Failure> {
  try {
    const body = (await response.json()) as { detail?: unknown; errors?: unknown };
    const detail = typeof body.detail === 'string' && body.detail.trim() ? body.detail : undefined;
    const errors =
      body.errors && typeof body.errors === 'object'
        ? Object.fromEntries(
            Object.entries(body.errors as Record<string, unknown>).filter(
              (e): e is [string, string] => typeof e[1] === 'string',
            ),
          )
        : undefined;
    return { status: response.status, detail, errors };
  } catch {
    return { status: response.status }; // not JSON: a proxy's error page, say
  }
}

async function call<S extends z.ZodType>(
  schema: S,
  url: string,
  init: RequestInit = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError('No answer from the server', { cause: error });
  }
  if (!response.ok) throw new ApiError(await readProblem(response));
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError({ status: response.status });
  return parsed.data;
}

export async function fetchStates(signal?: AbortSignal): Promise<StateItem[]> {
  return (await call(stateListSchema, '/api/states', { signal })).states;
}

export async function fetchCities(stateId: string, signal?: AbortSignal): Promise<CityItem[]> {
  const url = `/api/states/${encodeURIComponent(stateId)}/cities`;
  return (await call(cityListSchema, url, { signal })).cities;
}

export async function fetchPincodes(cityId: string, signal?: AbortSignal): Promise<PincodeItem[]> {
  const url = `/api/cities/${encodeURIComponent(cityId)}/pincodes`;
  return (await call(pincodeListSchema, url, { signal })).pincodes;
}

/** SPEC section 8: the server's message, else 'Failed to fetch states'; no answer at all: 'Could not load states'. */
export function statesFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.failure.detail ?? messages.statesFailed;
  if (error instanceof NetworkError) return messages.statesNetwork;
  return messages.statesFailed;
}

export async function submitApplication(form: ApplyForm): Promise<string> {
  return (
    await call(applyResponseSchema, '/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    })
  ).message;
}
