// The picture: the live camera while previewing and recording (with the countdown over it), the
// recording with playback controls in review, or a placeholder while the camera is off.
import { useEffect, useRef } from 'react';
import { RECORDING_SECONDS, type Phase } from './useRecorder.ts';
import { stageCopy } from './strings.ts';

interface StageProps {
  phase: Phase;
  stream: MediaStream | null;
  playbackUrl: string | null;
  /** The front camera is shown mirrored, as people expect to see themselves. */
  mirrored: boolean;
  secondsLeft: number;
}

const clock = (seconds: number) => `0:${String(seconds).padStart(2, '0')}`;

/**
 * MediaRecorder writes WebM without a duration, so the player shows 0:00, a dead seek bar and (until
 * played) no picture. Seeking far past the end makes the browser work the duration out; seeking back
 * to the start then shows the first frame.
 */
function learnDuration(event: React.SyntheticEvent<HTMLVideoElement>) {
  const video = event.currentTarget;
  if (Number.isFinite(video.duration)) return;
  video.addEventListener('timeupdate', () => (video.currentTime = 0), { once: true });
  video.currentTime = Number.MAX_SAFE_INTEGER;
}

export function RecorderStage({ phase, stream, playbackUrl, mirrored, secondsLeft }: StageProps) {
  const liveRef = useRef<HTMLVideoElement>(null);
  const live = stream !== null && (phase === 'preview' || phase === 'recording');

  useEffect(() => {
    const video = liveRef.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream, live]);

  return (
    <div className={`kyc-stage${phase === 'recording' ? ' is-recording' : ''}`}>
      {phase === 'review' && playbackUrl ? (
        // Keyed apart from the live view: a reused element would keep its srcObject (the stopped camera),
        // which wins over src, and show nothing.
        <video
          key="playback"
          className="kyc-video"
          src={playbackUrl}
          controls
          playsInline
          preload="auto"
          onLoadedMetadata={learnDuration}
          aria-label={stageCopy.yourRecording}
        />
      ) : live ? (
        <video
          key="live"
          ref={liveRef}
          className={`kyc-video${mirrored ? ' is-mirrored' : ''}`}
          autoPlay
          muted
          playsInline
          aria-label={stageCopy.preview}
        />
      ) : (
        <div className="kyc-stage-placeholder">
          <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
            <rect
              x="4"
              y="13"
              width="28"
              height="22"
              rx="4"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            />
            <path
              d="M32 21l11-6v18l-11-6z"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinejoin="round"
            />
          </svg>
          <p>{phase === 'starting' ? stageCopy.startingCamera : stageCopy.cameraOff}</p>
        </div>
      )}
      {phase === 'recording' ? (
        <>
          <span className="kyc-rec" aria-hidden="true">
            {stageCopy.rec}
          </span>
          <span
            className="kyc-countdown"
            role="timer"
            aria-label={stageCopy.secondsLeft(secondsLeft)}
          >
            {clock(secondsLeft)}
          </span>
          <span
            className="kyc-timebar"
            style={{ transform: `scaleX(${secondsLeft / RECORDING_SECONDS})` }}
            aria-hidden="true"
          />
        </>
      ) : null}
    </div>
  );
}
