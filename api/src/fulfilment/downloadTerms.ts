// How long and how often a download link works, and how many fresh links a buyer may ask for (DOWNLOAD_LIMIT,
// DOWNLOAD_DAYS, DOWNLOAD_RENEWALS). Each link and entitlement records its own terms when it is made, so a change
// of configuration applies to new purchases and links, not to what was already granted.
export interface DownloadTerms {
  /** Downloads per link. */
  limit: number;
  /** Days a link works from when it is made. */
  days: number;
  /** Fresh links per digital line after the first. */
  renewals: number;
}

export const DEFAULT_DOWNLOAD_TERMS: DownloadTerms = { limit: 5, days: 7, renewals: 3 };

export const DOWNLOAD_TERM_RANGES = {
  limit: { name: 'DOWNLOAD_LIMIT', min: 1, max: 1000 },
  days: { name: 'DOWNLOAD_DAYS', min: 1, max: 3650 },
  renewals: { name: 'DOWNLOAD_RENEWALS', min: 0, max: 100 },
} as const;
