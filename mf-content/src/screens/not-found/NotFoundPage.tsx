// The not-found page for /404 and every unknown path.
import { Link } from 'react-router-dom';
import styles from '../page.module.css';

export default function NotFoundPage() {
  return (
    <div className={styles.page} data-boundary="content">
      <h1>Oops! Something is Missing</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Go to the homepage</Link>
    </div>
  );
}
