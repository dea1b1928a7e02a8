// Sends the recording to POST /api/kyc/video with real upload progress.
import { kycMessages } from '../../../shared/kyc-messages.ts';
import { uploadMultipart } from '../../api/request.ts';

export type UploadOutcome =
  | { ok: true; message: string }
  /** The server answered, but not with success: SPEC's 'Upload failed.', with its reason when it gave one. */
  | { ok: false; message: string; detail?: string };

export async function uploadVideo(
  refstr: string,
  video: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  // refstr first: the server checks the link before it reads (or forwards) a byte of video.
  const form = new FormData();
  form.append('refstr', refstr);
  form.append('video', video, 'video-kyc.webm');
  const result = await uploadMultipart('/api/kyc/video', form, {
    schema: () => import('../../../shared/schemas/kyc.ts').then((m) => m.videoUploadResponseSchema),
    onProgress: (fraction) => onProgress(Math.floor(fraction * 100)),
  }).done;
  if (result.ok) {
    onProgress(100);
    return { ok: true, message: kycMessages.uploadSuccess };
  }
  const { status, detail } = result.problem;
  // No answer at all (offline, connection dropped): SPEC's exception message.
  if (status === 0) return { ok: false, message: kycMessages.uploadException };
  // A 5xx detail only repeats 'Upload failed.'; a 4xx one says what to change (too large, too many tries).
  return {
    ok: false,
    message: kycMessages.uploadFailed,
    detail: status < 500 && detail !== kycMessages.uploadFailed ? detail : undefined,
  };
}
