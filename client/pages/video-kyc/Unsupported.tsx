// Said plainly when this browser cannot do video KYC, instead of recording something the lending API cannot use.
import type { Support } from './media-support.ts';
import { unsupportedCopy } from './strings.ts';

type Reason = Extract<Support, { ok: false }>['reason'];

const explanations: Record<Reason, { title: string; text: string }> = unsupportedCopy;

export function Unsupported({ reason }: { reason: Reason }) {
  const { title, text } = explanations[reason];
  return (
    <div className="card kyc-recorder">
      <div className="alert alert-info" role="status">
        <strong>
          {title}
          {unsupportedCopy.titleEnd}
        </strong>{' '}
        {text}
      </div>
    </div>
  );
}
