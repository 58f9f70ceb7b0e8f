// What a screen shows while its data loads, or when the API could not answer (with Retry).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiMessage } from '../apiClient/apiMessage';
import ui from './ui.module.css';

interface QueryStateProps {
  isLoading: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
  what: string;
}

/** Renders the loading or failed state of a query, or nothing when its data is there. */
export function QueryState({ isLoading, error, refetch, what }: QueryStateProps) {
  if (isLoading) return <p role="status">Loading {what}…</p>;
  if (!error) return null;
  return (
    <div className={ui.error} role="alert">
      <p>
        Could not load {what}: {apiMessage(error)}
      </p>
      <button type="button" className={ui.secondary} onClick={() => refetch()}>
        Retry
      </button>
    </div>
  );
}
