// The KYC pages' words (video KYC's camera and upload, PAN verification): SPEC section 8 quoted exactly. Apart
// from shared/messages.ts, so only those pages load them; the server answers an upload with the same words.

export const kycMessages = {
  cameraDenied: 'Please allow camera and microphone access.',
  cameraNotReady: 'Camera not ready.',
  uploadSuccess: 'Video uploaded successfully!',
  uploadFailed: 'Upload failed. Please try again.',
  uploadException: 'Something went wrong while uploading.',
  panVerifyFailed: 'Something went wrong while verifying PAN.',
} as const;
