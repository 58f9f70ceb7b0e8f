// How the API takes pages' speed reports (serverConfig reads them from VITALS_* variables).
import { DEFAULT_WRITE_RATE_LIMIT, type WriteRateLimit } from '../http/rateLimit';

export interface VitalsOptions {
  /** Beacons per client IP and window: a page sends one or two per view. */
  rateLimit: WriteRateLimit;
  /** UTC days of histograms kept, today included; older days are deleted. */
  retentionDays: number;
  /** The clock that dates readings; tests move it instead of waiting. */
  now?: () => Date;
}

export const DEFAULT_VITALS_OPTIONS: VitalsOptions = {
  rateLimit: { ...DEFAULT_WRITE_RATE_LIMIT, max: 60 },
  retentionDays: 35,
};
