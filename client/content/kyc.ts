// The words around the video-KYC and PAN-verification tools: what to have ready and what happens next.

export const videoKyc = {
  intro:
    'Record a short video in your browser to confirm it is really you. It takes under a minute.',
  briefing:
    'You will have 30 seconds: say your full name and date of birth, and show your PAN card to the camera.',
  stepsTitle: 'How to record your video',
  steps: [
    'Sit in a quiet, well-lit place and hold your phone at eye level.',
    'Keep your original PAN card within reach.',
    'Press Start Recording, say your full name and date of birth, and hold your PAN card up to the camera.',
    'Say that you applied for this loan and agree to repay it on the date shown.',
    'Play the video back. Retake it if you like, then press Submit Video.',
  ],
  privacy:
    'Your video goes only to us, over an encrypted connection, and is used only to verify your identity for this loan.',
  afterUpload:
    'Thank you. Our team will review your video and get in touch on your registered mobile number.',
};

export const panVerify = {
  intro: 'Confirm the PAN on your loan application.',
  formTitle: 'Enter your PAN',
  hint: 'The 10-character number printed on your PAN card, for example ABCPE1234F.',
  notes: [
    'Use the PAN of the person who applied for the loan.',
    'Letters are changed to capitals as you type.',
    'We check your PAN only against this loan application.',
  ],
};
