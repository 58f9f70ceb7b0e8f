// What an empty list says, with the link out of it: the one layout of the empty cart and the empty wishlist.
import { Link } from 'react-router-dom';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  message: string;
  linkTo: string;
  linkText: string;
}

export function EmptyState({ message, linkTo, linkText }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{message}</p>
      <Link to={linkTo} className={styles.link}>
        {linkText}
      </Link>
    </div>
  );
}
