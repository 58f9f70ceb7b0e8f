// The state of a sample clip's <audio> element — playing or not, position, length, failed — and what the player's
// controls do to it. `mediaEvents` go on the <audio> element, which is the one source of truth: the state follows its
// events, never the other way round.
import { useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';

type MediaEvent = SyntheticEvent<HTMLAudioElement>;

/** A length the slider can use: known, finite (a WAV's header gives it once loaded), more than zero. */
const usableLength = (duration: number): number | null => (Number.isFinite(duration) && duration > 0 ? duration : null);

export function useSamplePlayback(): {
  audioRef: RefObject<HTMLAudioElement | null>;
  playing: boolean;
  position: number;
  length: number | null;
  failed: boolean;
  toggle: () => void;
  seek: (seconds: number) => void;
  mediaEvents: Record<'onPlay' | 'onPause' | 'onEnded' | 'onTimeUpdate' | 'onDurationChange' | 'onError', (event: MediaEvent) => void>;
} {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // React lets go of the ref before this cleanup runs, so it keeps the element it had.
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setFailed(false);
    audio.play().catch((error: unknown) => {
      // A pause pressed before playback began rejects the play with an AbortError; that is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setFailed(true);
    });
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setPosition(seconds);
  };

  return {
    audioRef,
    playing,
    position,
    length,
    failed,
    toggle,
    seek,
    mediaEvents: {
      onPlay: () => setPlaying(true),
      onPause: () => setPlaying(false),
      onEnded: () => setPlaying(false),
      onTimeUpdate: (event) => setPosition(event.currentTarget.currentTime),
      onDurationChange: (event) => setLength(usableLength(event.currentTarget.duration)),
      onError: () => {
        setPlaying(false);
        setFailed(true);
      },
    },
  };
}
