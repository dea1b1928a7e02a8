// Video KYC (/video-kyc?refstr=): greets the borrower the link names, then records, reviews and uploads a
// short video. The recorder and its code load only on this page.
import { InvalidLink, LinkGatedPage } from '../../components/LinkGatedPage.tsx';
import { LinkProblem } from '../../components/LinkProblem.tsx';
import { useAsset } from '../../client-config.tsx';
import { videoKyc } from '../../content/kyc.ts';
import { messages } from '../../../shared/messages.ts';
import { LeadGreeting } from './LeadGreeting.tsx';
import { useLead, type LeadState } from './useLead.ts';
import { VideoRecorder } from './VideoRecorder.tsx';
import './video-kyc.css';
import { kycPageCopy } from './strings.ts';

function Problem({ state, retry }: { state: LeadState; retry: () => void }) {
  if (state.status === 'invalid') return <InvalidLink />;
  if (state.status === 'not-found')
    return (
      <LinkProblem
        title={kycPageCopy.notFoundTitle}
        message={state.message || messages.invalidLink}
      />
    );
  return (
    <LinkProblem
      title={kycPageCopy.loadFailedTitle}
      message={messages.somethingWrong}
      onRetry={retry}
    />
  );
}

export default function VideoKycPage() {
  const asset = useAsset();
  const [state, retry] = useLead();
  const broken =
    state.status === 'invalid' || state.status === 'not-found' || state.status === 'failed';

  return (
    <LinkGatedPage
      title={kycPageCopy.title}
      intro={videoKyc.intro}
      area="kyc"
      problem={broken ? <Problem state={state} retry={retry} /> : undefined}
      aside={
        <aside className="kyc-aside" aria-labelledby="kyc-steps-title">
          <img
            className="kyc-illustration"
            src={asset('img/kyc/video-kyc.svg')}
            width={480}
            height={480}
            alt=""
          />
          <h2 id="kyc-steps-title">{videoKyc.stepsTitle}</h2>
          <ol className="kyc-steps">
            {videoKyc.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      }
    >
      <div className="kyc-main">
        {state.status === 'ready' ? (
          <>
            <LeadGreeting lead={state.lead} />
            <VideoRecorder refstr={state.refstr} />
          </>
        ) : (
          <div className="card kyc-greeting" aria-busy="true">
            <p className="kyc-status" role="status">
              {kycPageCopy.loading}
            </p>
          </div>
        )}
      </div>
    </LinkGatedPage>
  );
}
