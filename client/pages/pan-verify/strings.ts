// The words the PAN Verification components write themselves, so the Hindi build can put strings.hi.ts in place.
export const panPageCopy = {
  title: 'PAN Verification',
  asideLabel: 'About PAN verification',
  illustrationAlt: 'A sample PAN card, showing where the 10-character PAN is printed',
  loading: 'Loading…',
  label: 'PAN',
  verifying: 'Verifying…',
  verify: 'Verify PAN',
  result: 'Result',
} as const;
