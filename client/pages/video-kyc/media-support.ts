// What this browser can do for video KYC: a secure context, a camera API, and recording WebM (the only
// format the lending API takes), plus how a refused camera reads to the borrower (SPEC section 8).
import { kycMessages } from '../../../shared/kyc-messages.ts';

/** Best first: VP8 + Opus is what the lending API's pipeline expects; the others are still WebM. */
const WEBM_TYPES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8',
  'video/webm',
];

/** About 1 Mbps of video keeps a 30-second recording near 4 MB (the browser default is 2.5 Mbps). */
export const VIDEO_BITS_PER_SECOND = 1_000_000;
export const AUDIO_BITS_PER_SECOND = 64_000;

export type Support =
  { ok: true; mimeType: string } | { ok: false; reason: 'insecure' | 'no-camera-api' | 'no-webm' };

export function mediaSupport(): Support {
  // Browsers expose the camera only to https pages and to localhost.
  if (!window.isSecureContext) return { ok: false, reason: 'insecure' };
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
    return { ok: false, reason: 'no-camera-api' };
  const mimeType = WEBM_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  return mimeType ? { ok: true, mimeType } : { ok: false, reason: 'no-webm' };
}

/** A refusal (by the person or by policy) asks for access; anything else means there is no usable stream. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? kycMessages.cameraDenied
    : kycMessages.cameraNotReady;
}

export async function countCameras(): Promise<number> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((d) => d.kind === 'videoinput').length;
  } catch {
    return 0;
  }
}

export function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
