// The browser's one way to call our API: JSON in and out, or multipart with upload progress; abortable; every
// failure read the same way (problem.ts). The answer's body is checked with the endpoint's shared schema.
import type { z } from 'zod';
import { ApiFailure, noAnswer, readProblem, type ApiProblem } from './problem.ts';
import { buildLocale } from '../locale.ts';

/**
 * Every call says the page's language, so the server words its refusals and acknowledgements in it (decision
 * 0051): a Hindi page reads Hindi messages whatever the browser's own language list says.
 */
const LANGUAGE = buildLocale.htmlLang;

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; problem: ApiProblem };

/**
 * The shared schema of a successful answer, or a function that imports it: zod then loads with the first call
 * instead of in the page's first load (decision 0113). The import runs beside the request, not after it.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const schemaOf = <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  Promise.resolve(typeof source === 'function' ? source() : source);

export interface JsonRequest<S extends z.ZodType> {
  schema: SchemaSource<S>;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function requestJson<S extends z.ZodType>(
  url: string,
  { schema, method = 'GET', body, signal }: JsonRequest<S>,
): Promise<ApiResult<z.output<S>>> {
  const loading = schemaOf(schema);
  let response: Response;
  let parsedBody: unknown;
  try {
    response = await fetch(url, {
      method,
      signal,
      headers: {
        accept: 'application/json',
        'accept-language': LANGUAGE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    parsedBody = await response.json().catch(() => undefined);
  } catch {
    return { ok: false, problem: noAnswer(signal?.aborted) };
  }
  return settle(response.status, parsedBody, await loading, response.headers.get('retry-after'));
}

function settle<S extends z.ZodType>(
  status: number,
  body: unknown,
  schema: S,
  retryAfter?: string | null,
): ApiResult<z.output<S>> {
  if (status < 200 || status >= 300)
    return { ok: false, problem: readProblem(status, body, retryAfter) };
  const parsed = schema.safeParse(body);
  // A 2xx we cannot read (a captive portal's page, say) is a failure without a message of ours.
  return parsed.success
    ? { ok: true, status, data: parsed.data }
    : { ok: false, problem: readProblem(status, undefined) };
}

export interface Upload<T> {
  done: Promise<ApiResult<T>>;
  abort(): void;
}

/**
 * POSTs a multipart form, reporting the fraction of the body sent (0 to 1) as it goes: fetch cannot report
 * upload progress, XMLHttpRequest can.
 */
export function uploadMultipart<S extends z.ZodType>(
  url: string,
  form: FormData,
  { schema, onProgress }: { schema: SchemaSource<S>; onProgress?: (fraction: number) => void },
): Upload<z.output<S>> {
  const loading = schemaOf(schema);
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = new Promise<ApiResult<z.output<S>>>((resolve) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', LANGUAGE);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    });
    xhr.addEventListener('load', () => {
      const retryAfter = xhr.getResponseHeader('retry-after');
      void loading.then((s) => resolve(settle(xhr.status, xhr.response, s, retryAfter)));
    });
    const failed = () => resolve({ ok: false, problem: noAnswer(aborted) });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.addEventListener('timeout', failed);
    xhr.send(form);
  });
  return {
    done,
    abort: () => {
      aborted = true;
      xhr.abort();
    },
  };
}

/** The data of a successful call, or an ApiFailure thrown: for promise-based callers. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const r = await result;
  if (r.ok) return r.data;
  throw new ApiFailure(r.problem);
}

export { ApiFailure, type ApiProblem };
