// Said plainly when this browser cannot do video KYC, instead of recording something the lending API cannot use.
import type { Support } from './media-support.ts';

type Reason = Extract<Support, { ok: false }>['reason'];

const explanations: Record<Reason, { title: string; text: string }> = {
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
};

export function Unsupported({ reason }: { reason: Reason }) {
  const { title, text } = explanations[reason];
  return (
    <div className="card kyc-recorder">
      <div className="alert alert-info" role="status">
        <strong>{title}.</strong> {text}
      </div>
    </div>
  );
}
