// The browser's one way to call our API: JSON in and out, or multipart with upload progress; abortable; every
// failure read the same way (problem.ts). The answer's body is checked with the endpoint's shared schema.
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
 * What reads a successful answer's body: the endpoint's shared zod schema, or a check written without zod where a
 * page calls before anyone has touched it (the address lists, decision 0140), so zod stays off a first visit.
 */
export interface AnswerSchema<T = unknown> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The value a schema reads an answer into. */
export type Output<S> = S extends AnswerSchema<infer T> ? T : never;

/**
 * The schema of a successful answer, or a function that imports it: zod then loads with the first call
 * instead of in the page's first load (decision 0113). The import runs beside the request, not after it.
 */
export type SchemaSource<S extends AnswerSchema> = S | (() => Promise<S>);

const schemaOf = <S extends AnswerSchema>(source: SchemaSource<S>): Promise<S> =>
  Promise.resolve(typeof source === 'function' ? source() : source);

export interface JsonRequest<S extends AnswerSchema> {
  schema: SchemaSource<S>;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function requestJson<S extends AnswerSchema>(
  url: string,
  { schema, method = 'GET', body, signal }: JsonRequest<S>,
): Promise<ApiResult<Output<S>>> {
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

function settle<S extends AnswerSchema>(
  status: number,
  body: unknown,
  schema: S,
  retryAfter?: string | null,
): ApiResult<Output<S>> {
  if (status < 200 || status >= 300)
    return { ok: false, problem: readProblem(status, body, retryAfter) };
  // The schema's own safeParse, typed as Output<S> reads it (TypeScript does not narrow S's inferred data).
  const parsed = schema.safeParse(body) as { success: true; data: Output<S> } | { success: false };
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
export function uploadMultipart<S extends AnswerSchema>(
  url: string,
  form: FormData,
  { schema, onProgress }: { schema: SchemaSource<S>; onProgress?: (fraction: number) => void },
): Upload<Output<S>> {
  const loading = schemaOf(schema);
  const xhr = new XMLHttpRequest();
  let aborted = false;
  const done = new Promise<ApiResult<Output<S>>>((resolve) => {
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
