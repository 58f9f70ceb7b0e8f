// The coming-soon page's social links.
import styles from './ComingSoonPage.module.css';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', short: 'f' },
  { name: 'X', href: 'https://x.com/', short: 'X' },
  { name: 'Instagram', href: 'https://www.instagram.com/', short: 'IG' },
  { name: 'YouTube', href: 'https://www.youtube.com/', short: '▶' },
];

export function SocialLinks() {
  return (
    <ul className={styles.social} aria-label="Follow us">
      {SOCIAL.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer" aria-label={`${network.name} (opens in a new tab)`}>
            <span aria-hidden="true">{network.short}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
