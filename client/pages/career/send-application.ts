// Sends the careers form to POST /api/careers as multipart, reporting upload progress (fetch cannot, XHR can).
import { toProblem, type ApiProblem } from '../../api/problem.ts';
import { messages } from '../../../shared/messages.ts';

export type SendResult = { ok: true; message: string } | { ok: false; problem: ApiProblem };

export interface Upload {
  done: Promise<SendResult>;
  abort(): void;
}

/** `onProgress` gets the fraction of the body sent, 0 to 1. */
export function sendApplication(form: FormData, onProgress: (fraction: number) => void): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<SendResult>((resolve) => {
    xhr.open('POST', '/api/careers');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const message = (body as { message?: unknown } | null)?.message;
        resolve({ ok: true, message: typeof message === 'string' ? message : '' });
      } else resolve({ ok: false, problem: toProblem(xhr.status, body) });
    });
    const failed = () =>
      resolve({ ok: false, problem: { status: 0, detail: messages.somethingWrong } });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.addEventListener('timeout', failed);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
