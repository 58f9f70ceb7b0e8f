// A round avatar showing a person's initials; the sample team, reviews and account use it instead of photos.
import styles from './Avatar.module.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  return (
    <span className={`${styles.avatar} ${size === 'lg' ? styles.large : ''}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
