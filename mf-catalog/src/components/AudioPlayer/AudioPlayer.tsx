// The sample clip player of a product with audio (SPEC §1 "Audio products have sample clips"); on the product page.
import styles from './AudioPlayer.module.css';

export function AudioPlayer({ src, title }: { src: string; title: string }) {
  return (
    <figure className={styles.player}>
      <figcaption className={styles.caption}>Listen to a sample</figcaption>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- instrumental samples: there are no words to caption */}
      <audio controls preload="none" src={src} aria-label={`Sample of ${title}`} className={styles.audio} />
    </figure>
  );
}
