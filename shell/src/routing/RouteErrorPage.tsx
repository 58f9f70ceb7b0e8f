// The router's error page for a screen that crashed while rendering (not for a remote that failed to load).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styles from './RouteErrorPage.module.css';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className={styles.page} role="alert">
      <h2>Unexpected Application Error!</h2>
      <p className={styles.detail}>{detail}</p>
      <a href="/">Back to the homepage</a>
    </section>
  );
}
