import { useEffect, useRef, useState } from 'react';
import { ErrorKey } from '@tutor/contracts';

/** The container the recorder chose, as a file the API accepts (webm or ogg). */
function recordingFile(chunks: Blob[], mimeType: string): File {
  const ogg = mimeType.includes('ogg');
  const type = ogg ? 'audio/ogg' : 'audio/webm';
  return new File(chunks, ogg ? 'recording.ogg' : 'recording.webm', { type });
}

/**
 * Records from the microphone with MediaRecorder. No microphone, a refused permission or a
 * browser without recording all give the spec's Microphone error.
 */
export function useRecorder(onRecorded: (file: File) => void) {
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<ErrorKey | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  const start = async () => {
    setError(null);
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (devices?.getUserMedia === undefined || typeof MediaRecorder === 'undefined') {
      setError(ErrorKey.Microphone);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await devices.getUserMedia({ audio: true });
    } catch {
      setError(ErrorKey.Microphone);
      return;
    }
    const media = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setRecording(false);
      onRecorded(recordingFile(chunks, media.mimeType));
    };
    recorder.current = media;
    media.start();
    setRecording(true);
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  // Leaving the page while recording releases the microphone.
  useEffect(
    () => () => {
      const media = recorder.current;
      if (media === null) return;
      media.onstop = null;
      if (media.state === 'recording') media.stop();
      media.stream.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { recording, error, start, stop };
}
