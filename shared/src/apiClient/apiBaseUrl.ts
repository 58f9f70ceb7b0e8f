// Where the API lives: `/api/v1/web` on the page's own host unless the shell configures another base at start (SPEC §7).
// A store made for one server render carries its own endpoint (`ApiEndpoint`, in the store's `extra`), so two renders
// in one process never share a base URL or a fetch; this page-wide default is for the browser's one store.
export const DEFAULT_API_BASE_URL = '/api/v1/web';

let apiBaseUrl = DEFAULT_API_BASE_URL;

/** Where one store's API calls go: its base URL and the fetch they go through (the global fetch when absent). */
export interface ApiEndpoint {
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

/** The thunk extra argument of every store: RTK Query hands it to the base query as `api.extra`. */
export interface StoreExtra {
  api?: ApiEndpoint;
}

/**
 * Points the browser's API calls at another base URL (e.g. `https://api.example.com/api/v1/web`). Call it before the
 * first request: answers already cached keep coming from where they were fetched.
 */
export function configureApiBaseUrl(url: string): void {
  if (typeof url !== 'string' || url.trim() === '') return;
  apiBaseUrl = url.trim().replace(/\/+$/, '') || '/';
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}
