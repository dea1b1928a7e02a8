// The camera and the recorder as one small state machine: off -> preview -> recording (a 30-second
// countdown that stops at 0 or on Stop) -> review; Retake goes straight back to recording.
import { useCallback, useEffect, useRef, useState } from 'react';
import { kycMessages } from '../../../shared/kyc-messages.ts';
import {
  AUDIO_BITS_PER_SECOND,
  VIDEO_BITS_PER_SECOND,
  cameraErrorMessage,
  countCameras,
  stopTracks,
} from './media-support.ts';

export const RECORDING_SECONDS = 30;

export type Phase = 'off' | 'starting' | 'preview' | 'recording' | 'review';
export type Facing = 'user' | 'environment';

export interface Recorder {
  phase: Phase;
  /** SPEC section 8's camera messages, or null. */
  error: string | null;
  secondsLeft: number;
  stream: MediaStream | null;
  recording: Blob | null;
  facing: Facing;
  /** More than one camera (a phone's front and rear): offer the switch. */
  canSwitch: boolean;
  startCamera(): Promise<void>;
  startRecording(): void;
  stopRecording(): void;
  retake(): Promise<void>;
  switchCamera(): Promise<void>;
}

export function useRecorder(mimeType: string): Recorder {
  const [phase, setPhase] = useState<Phase>('off');
  const [error, setError] = useState<string | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(RECORDING_SECONDS);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState<Blob | null>(null);
  const [facing, setFacing] = useState<Facing>('user');
  const [canSwitch, setCanSwitch] = useState(false);

  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const tickRef = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  const releaseCamera = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  const openCamera = useCallback(
    async (want: Facing): Promise<boolean> => {
      releaseCamera();
      setError(null);
      setPhase('starting');
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: want, width: { ideal: 640 }, height: { ideal: 480 } },
          audio: true,
        });
        if (!mounted.current) {
          stopTracks(media);
          return false;
        }
        streamRef.current = media;
        setStream(media);
        setFacing(want);
        setPhase('preview');
        // Device labels and counts are reliable only once access is granted.
        setCanSwitch((await countCameras()) > 1);
        return true;
      } catch (err) {
        if (!mounted.current) return false;
        setError(cameraErrorMessage(err));
        setPhase('off');
        return false;
      }
    },
    [releaseCamera],
  );

  const stopRecording = useCallback(() => {
    window.clearInterval(tickRef.current);
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const startRecording = useCallback(() => {
    const media = streamRef.current;
    if (!media || !media.active) {
      setError(kycMessages.cameraNotReady);
      return;
    }
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(media, {
      mimeType,
      videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      recorderRef.current = null;
      // The camera goes off while the borrower reviews; Retake turns it on again.
      releaseCamera();
      if (!mounted.current) return;
      setRecording(new Blob(chunks, { type: 'video/webm' }));
      setPhase('review');
    };
    recorderRef.current = recorder;
    setError(null);
    setRecording(null);
    setSecondsLeft(RECORDING_SECONDS);
    setPhase('recording');
    recorder.start(1000);
    const endsAt = Date.now() + RECORDING_SECONDS * 1000;
    tickRef.current = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) stopRecording();
    }, 250);
  }, [mimeType, releaseCamera, stopRecording]);

  const startCamera = useCallback(async () => {
    await openCamera(facing);
  }, [openCamera, facing]);

  // The original reset the counter to 15 on Retake while recording itself ran 30 s: a defect. A retake
  // gets the full 30 seconds, like the first take (startRecording sets it).
  const retake = useCallback(async () => {
    setRecording(null);
    setSecondsLeft(RECORDING_SECONDS);
    if (await openCamera(facing)) startRecording();
  }, [openCamera, facing, startRecording]);

  const switchCamera = useCallback(async () => {
    await openCamera(facing === 'user' ? 'environment' : 'user');
  }, [openCamera, facing]);

  // Leaving the page turns the camera off and drops a recording in progress.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearInterval(tickRef.current);
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      stopTracks(streamRef.current);
      streamRef.current = null;
    };
  }, []);

  return {
    phase,
    error,
    secondsLeft,
    stream,
    recording,
    facing,
    canSwitch,
    startCamera,
    startRecording,
    stopRecording,
    retake,
    switchCamera,
  };
}
