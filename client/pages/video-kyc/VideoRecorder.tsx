// The recorder card: camera, countdown, review and upload, with every state change spoken by a live region.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../components/Link.tsx';
import { CheckIcon } from '../../components/CheckIcon.tsx';
import { messages } from '../../../shared/messages.ts';
import { kycMessages } from '../../../shared/kyc-messages.ts';
import { videoKyc } from '../../content/kyc.ts';
import { mediaSupport, type Support } from './media-support.ts';
import { RecorderStage } from './RecorderStage.tsx';
import { RECORDING_SECONDS, useRecorder, type Recorder } from './useRecorder.ts';
import { uploadVideo, type UploadOutcome } from './upload-video.ts';
import { Unsupported } from './Unsupported.tsx';
import { recorderCopy as copy } from './strings.ts';

type Upload =
  | { state: 'idle' }
  | { state: 'sending'; percent: number }
  | { state: 'done'; outcome: UploadOutcome };

/** What the live region says: phase changes and a few countdown milestones, not every second. */
function announcement(rec: Recorder, upload: Upload): string {
  if (upload.state === 'sending') return copy.sending;
  // A failure is said by its alert; saying it here too would repeat it.
  if (upload.state === 'done') return upload.outcome.ok ? upload.outcome.message : '';
  if (rec.error) return '';
  switch (rec.phase) {
    case 'starting':
      return copy.starting;
    case 'preview':
      return copy.preview;
    case 'recording':
      return rec.secondsLeft <= 10 ? copy.tenLeft : copy.recording(RECORDING_SECONDS);
    case 'review':
      return copy.review;
    default:
      return copy.idle;
  }
}

export function VideoRecorder({ refstr }: { refstr: string }) {
  // Known only in the browser; the server-rendered HTML shows the neutral state.
  const [support, setSupport] = useState<Support | null>(null);
  useEffect(() => setSupport(mediaSupport()), []);

  if (support === null)
    return (
      <div className="card kyc-recorder">
        <p className="kyc-status">{copy.checkingCamera}</p>
      </div>
    );
  if (!support.ok) return <Unsupported reason={support.reason} />;
  return <RecorderPanel refstr={refstr} mimeType={support.mimeType} />;
}

function RecorderPanel({ refstr, mimeType }: { refstr: string; mimeType: string }) {
  const rec = useRecorder(mimeType);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const sending = useRef(false);
  const playbackUrl = useMemo(
    () => (rec.recording ? URL.createObjectURL(rec.recording) : null),
    [rec.recording],
  );
  useEffect(
    () => () => {
      if (playbackUrl) URL.revokeObjectURL(playbackUrl);
    },
    [playbackUrl],
  );

  async function submit() {
    // The ref, not the state, guards a double press: two clicks can land before a re-render.
    if (!rec.recording || sending.current) return;
    sending.current = true;
    setUpload({ state: 'sending', percent: 0 });
    const outcome = await uploadVideo(refstr, rec.recording, (percent) =>
      setUpload({ state: 'sending', percent }),
    );
    setUpload({ state: 'done', outcome });
    if (!outcome.ok) sending.current = false;
  }

  function retake() {
    setUpload({ state: 'idle' });
    void rec.retake();
  }

  if (upload.state === 'done' && upload.outcome.ok)
    return (
      <div className="card kyc-recorder kyc-done">
        <div className="status-icon">
          <CheckIcon />
        </div>
        <p className="kyc-done-title" role="status">
          {kycMessages.uploadSuccess}
        </p>
        <p>{videoKyc.afterUpload}</p>
        <Link className="btn btn-primary" to="/">
          {messages.goHome}
        </Link>
      </div>
    );

  const busy = upload.state === 'sending';
  const failed = upload.state === 'done' && !upload.outcome.ok ? upload.outcome : null;

  return (
    <div className="card kyc-recorder">
      <RecorderStage
        phase={rec.phase}
        stream={rec.stream}
        playbackUrl={playbackUrl}
        mirrored={rec.facing === 'user'}
        secondsLeft={rec.secondsLeft}
      />
      <p className="kyc-status" role="status">
        {announcement(rec, upload)}
      </p>
      {rec.error ? (
        <div className="alert alert-error" role="alert">
          {rec.error}
          {rec.error === kycMessages.cameraDenied ? (
            <span className="kyc-error-hint"> {copy.deniedHint}</span>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <div className="alert alert-error" role="alert">
          {failed.message}
          {'detail' in failed && failed.detail ? (
            <span className="kyc-error-hint"> {failed.detail}</span>
          ) : null}
        </div>
      ) : null}
      {busy ? (
        <div className="kyc-upload">
          <label htmlFor="kyc-upload-progress">{copy.uploading(upload.percent)}</label>
          <progress id="kyc-upload-progress" max={100} value={upload.percent}>
            {upload.percent}%
          </progress>
        </div>
      ) : null}
      <div className="kyc-actions">
        {rec.phase === 'off' || rec.phase === 'starting' ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void rec.startCamera()}
            disabled={rec.phase === 'starting'}
          >
            {copy.turnOn}
          </button>
        ) : null}
        {rec.phase === 'preview' ? (
          <>
            <button type="button" className="btn btn-primary" onClick={rec.startRecording}>
              {copy.startRecording}
            </button>
            {rec.canSwitch ? (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void rec.switchCamera()}
              >
                {rec.facing === 'user' ? copy.toRear : copy.toFront}
              </button>
            ) : null}
          </>
        ) : null}
        {rec.phase === 'recording' ? (
          <button type="button" className="btn btn-stop" onClick={rec.stopRecording}>
            <span className="kyc-stop-icon" aria-hidden="true" /> {copy.stop}
          </button>
        ) : null}
        {rec.phase === 'review' ? (
          <>
            <button type="button" className="btn btn-outline" onClick={retake} disabled={busy}>
              {copy.retake}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void submit()}
              disabled={busy}
              aria-disabled={busy}
            >
              {busy ? copy.submitting : copy.submit}
            </button>
          </>
        ) : null}
      </div>
      <p className="kyc-privacy">{videoKyc.privacy}</p>
    </div>
  );
}
