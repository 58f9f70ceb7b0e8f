// The router's error page for a screen that crashed while rendering (not for a remote that failed to load); it renders
// inside the layout, so the header, the store and the cart stay as they were.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styles from './RouteErrorPage.module.css';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <section className={styles.page} role="alert">
      <h2 className={styles.title}>Unexpected Application Error!</h2>
      <p className={styles.detail}>{detail}</p>
      <Link to="/" className={styles.home}>
        Back to the homepage
      </Link>
    </section>
  );
}
