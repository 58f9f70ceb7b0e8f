// The sample clip player of a product with audio (SPEC §1 "Audio products have sample clips"); on the product page.
import styles from './AudioPlayer.module.css';

export function AudioPlayer({ src, title }: { src: string; title: string }) {
  return (
    <figure className={styles.player}>
      <figcaption className={styles.caption}>Listen to a sample</figcaption>
      <audio controls preload="none" src={src} aria-label={`Sample of ${title}`} className={styles.audio} />
    </figure>
  );
}
