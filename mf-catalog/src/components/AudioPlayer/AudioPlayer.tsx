// The sample clip player of a product with audio (SPEC §1 "Audio products have sample clips"); on the product page.
// Its own play button and position slider over an <audio> element without `controls`: Chromium's built-in media
// controls cost the product page's first style pass 100-130 ms at 4x CPU (decision 0038). Server HTML shows the
// player not ready (disabled, aria-busy) until the page's scripts can play it: only they can.
import { useHydrated } from '../../hooks/useHydrated';
import { formatSampleTime } from './formatSampleTime';
import { useSamplePlayback } from './useSamplePlayback';
import styles from './AudioPlayer.module.css';

export const SAMPLE_FAILED_MESSAGE = 'The sample could not be played. Please try again.';

export function AudioPlayer({ src, title }: { src: string; title: string }) {
  const ready = useHydrated();
  const { audioRef, playing, position, length, failed, toggle, seek, mediaEvents } = useSamplePlayback();
  const shownLength = length === null ? '-:--' : formatSampleTime(length);
  return (
    <figure className={styles.player}>
      <figcaption className={styles.caption}>Listen to a sample</figcaption>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          disabled={!ready}
          aria-busy={!ready || undefined}
          aria-label={`${playing ? 'Pause' : 'Play'} the sample of ${title}`}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={length ?? 0}
          step={1}
          value={Math.min(Math.floor(position), Math.floor(length ?? 0))}
          onChange={(event) => seek(Number(event.currentTarget.value))}
          disabled={!ready || length === null}
          aria-label={`Position in the sample of ${title}`}
          aria-valuetext={`${formatSampleTime(position)} of ${length === null ? 'a length not known until it plays' : shownLength}`}
        />
        <span className={styles.time} aria-hidden="true">
          {formatSampleTime(position)} / {shownLength}
        </span>
      </div>
      {failed && (
        <p className={styles.failed} role="alert">
          {SAMPLE_FAILED_MESSAGE}
        </p>
      )}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- instrumental samples: there are no words to caption */}
      <audio ref={audioRef} preload="none" src={src} {...mediaEvents} />
    </figure>
  );
}
