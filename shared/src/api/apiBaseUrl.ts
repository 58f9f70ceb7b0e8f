// Where the API lives: `/api/v1/web` on the page's own host unless the shell configures another base at start (SPEC §7).
export const DEFAULT_API_BASE_URL = '/api/v1/web';

let apiBaseUrl = DEFAULT_API_BASE_URL;
let apiFetch: typeof fetch | undefined;

/**
 * Points every API call at another base URL (e.g. `https://api.example.com/api/v1/web`). Call it before the
 * first request: answers already cached keep coming from where they were fetched.
 */
export function configureApiBaseUrl(url: string): void {
  if (typeof url !== 'string' || url.trim() === '') return;
  apiBaseUrl = url.trim().replace(/\/+$/, '') || '/';
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}

/** The fetch the API calls go through; the page renderer passes one that answers in-process. Undefined: global fetch. */
export function configureApiFetch(fetchFn: typeof fetch | undefined): void {
  apiFetch = fetchFn;
}

export function getApiFetch(): typeof fetch | undefined {
  return apiFetch;
}
