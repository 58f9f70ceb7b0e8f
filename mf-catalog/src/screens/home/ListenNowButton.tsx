// The hero's Listen Now button: plays (and pauses) the sample clip of the first featured product that has one.
import { useEffect, useRef, useState } from 'react';
import { useFeaturedProducts } from '@storefront/shared';
import styles from './Home.module.css';

export function ListenNowButton() {
  const { featuredProducts } = useFeaturedProducts();
  const track = featuredProducts.find((product) => product.sample_url);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audioRef.current?.pause(), []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused)
      audio.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    else audio.pause();
  };
  return (
    <>
      <button type="button" className={styles.listen} onClick={toggle} disabled={!track} aria-pressed={playing}>
        {playing ? 'Pause' : 'Listen Now'}
      </button>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- instrumental samples: there are no words to caption */}
      {track?.sample_url && <audio ref={audioRef} src={track.sample_url} preload="none" onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} />}
      {track && playing && (
        <p className={styles.nowPlaying} aria-live="polite">
          Now playing: {track.title}
        </p>
      )}
    </>
  );
}
