// Sends the recording to POST /api/kyc/video with real upload progress (fetch cannot report it; XHR can).
import { messages } from '../../../shared/messages.ts';

export type UploadOutcome =
  | { ok: true; message: string }
  /** The server answered, but not with success: SPEC's 'Upload failed.', with its reason when it gave one. */
  | { ok: false; message: string; detail?: string };

export function uploadVideo(
  refstr: string,
  video: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  // refstr first: the server checks the link before it reads (or forwards) a byte of video.
  const form = new FormData();
  form.append('refstr', refstr);
  form.append('video', video, 'video-kyc.webm');

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/kyc/video');
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        onProgress(100);
        resolve({ ok: true, message: messages.uploadSuccess });
        return;
      }
      const body = xhr.response as { detail?: unknown } | null;
      const detail = typeof body?.detail === 'string' ? body.detail : undefined;
      // A 5xx detail only repeats 'Upload failed.'; a 4xx one says what to change (too large, too many tries).
      resolve({
        ok: false,
        message: messages.uploadFailed,
        detail: xhr.status < 500 && detail !== messages.uploadFailed ? detail : undefined,
      });
    };
    // No answer at all (offline, connection dropped): SPEC's exception message.
    xhr.onerror = () => resolve({ ok: false, message: messages.uploadException });
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = xhr.onerror;
    xhr.send(form);
  });
}
