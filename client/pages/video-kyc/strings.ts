// The words the Video KYC components write themselves (greeting, recorder buttons, what the live region says,
// the unsupported-browser notes), so the Hindi build can put strings.hi.ts in place (issue 21).
export const kycPageCopy = {
  title: 'Video KYC',
  notFoundTitle: 'This link does not match an application',
  loadFailedTitle: 'We could not load your details',
  loading: 'Loading your details…',
} as const;

export const greetingCopy = {
  hello: (firstName: string, surname: string) => `Hello, ${firstName} ${surname}`,
  lead: 'Your loan is almost ready. Record a short video so we can confirm it is you.',
  recommended: 'Recommended loan',
  repaymentDate: 'Repayment date',
  repaymentAmount: 'Repayment amount',
} as const;

export const recorderCopy = {
  checkingCamera: 'Checking your camera…',
  sending: 'Sending your video. Please keep this page open.',
  starting: 'Starting the camera.',
  preview: 'Camera is on. Press Start Recording when you are ready.',
  tenLeft: '10 seconds left.',
  recording: (seconds: number) => `Recording. You have ${seconds} seconds.`,
  review: 'Recording stopped. Play it back, then submit it or retake it.',
  idle: 'Press Turn on camera to begin.',
  deniedHint:
    'Allow access in your browser’s site settings (the icon beside the address), then press Turn on camera again.',
  uploading: (percent: number) => `Uploading your video… ${percent}%`,
  turnOn: 'Turn on camera',
  startRecording: 'Start Recording',
  toRear: 'Switch to rear camera',
  toFront: 'Switch to front camera',
  stop: 'Stop',
  retake: 'Retake',
  submitting: 'Uploading…',
  submit: 'Submit Video',
} as const;

export const stageCopy = {
  yourRecording: 'Your recording',
  preview: 'Camera preview',
  startingCamera: 'Starting the camera…',
  cameraOff: 'Your camera is off',
  rec: 'REC',
  secondsLeft: (seconds: number) => `${seconds} seconds left`,
} as const;

export const unsupportedCopy = {
  insecure: {
    title: 'This page needs a secure connection',
    text: 'Browsers allow the camera only on secure (https) pages. Please open the link we sent you exactly as it is: it starts with https://.',
  },
  'no-camera-api': {
    title: 'This browser cannot use the camera here',
    text: 'Please open the link we sent you in an up-to-date Chrome, Edge or Firefox, on your phone or computer.',
  },
  'no-webm': {
    title: 'This browser cannot record the video format we need',
    text: 'We accept WebM recordings, which this browser cannot make. Please open the link we sent you in Chrome, Edge or Firefox.',
  },
  titleEnd: '.',
} as const;
