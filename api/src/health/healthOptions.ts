// How the store judges canaries (decision 0068), from CANARY_ABORT_* and TEAM_EMAIL* (healthFromEnv).
import { isEmailAddress } from '@storefront/shared/email';
import { type AbortThresholds, DEFAULT_ABORT_THRESHOLDS } from './abortRule';

type Env = Record<string, string | undefined>;

export interface HealthOptions {
  /** Whether the store aborts a bad canary by itself (CANARY_AUTO_ABORT, on by default). */
  autoAbort: boolean;
  thresholds: AbortThresholds;
  /** Remote name → its team's addresses; '' → the addresses of every team without its own. */
  teamEmails: Record<string, string[]>;
}

export const DEFAULT_HEALTH_OPTIONS: HealthOptions = { autoAbort: true, thresholds: DEFAULT_ABORT_THRESHOLDS, teamEmails: {} };

export const teamEmailsFor = (options: HealthOptions, remote: string): string[] => options.teamEmails[remote] ?? options.teamEmails[''] ?? [];

function addresses(name: string, raw: string): string[] {
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = list.find((item) => !isEmailAddress(item));
  if (wrong !== undefined) throw new Error(`${name} must be a comma list of e-mail addresses, got "${wrong}"`);
  return list;
}

export function healthFromEnv(env: Env): HealthOptions {
  const minViewsRaw = env.CANARY_ABORT_MIN_VIEWS?.trim();
  const minViews = minViewsRaw ? Number(minViewsRaw) : DEFAULT_ABORT_THRESHOLDS.minViews;
  if (!Number.isInteger(minViews) || minViews < 1 || minViews > 10_000_000)
    throw new Error(`CANARY_ABORT_MIN_VIEWS must be a whole number from 1 to 10000000, got "${minViewsRaw}"`);
  const marginRaw = env.CANARY_ABORT_MARGIN?.trim();
  const marginPoints = marginRaw ? Number(marginRaw) : DEFAULT_ABORT_THRESHOLDS.marginPoints;
  if (!Number.isFinite(marginPoints) || marginPoints < 0 || marginPoints > 100 || Math.abs(Math.round(marginPoints * 100) - marginPoints * 100) > 1e-9)
    throw new Error(`CANARY_ABORT_MARGIN must be percentage points from 0 to 100 with at most two decimals (e.g. 1 or 0.5), got "${marginRaw}"`);
  const autoRaw = env.CANARY_AUTO_ABORT?.trim().toLowerCase();
  if (autoRaw && !['1', '0', 'on', 'off', 'true', 'false'].includes(autoRaw))
    throw new Error(`CANARY_AUTO_ABORT must be on or off, got "${env.CANARY_AUTO_ABORT}"`);
  const teamEmails: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^TEAM_EMAIL(?:_([A-Z][A-Z0-9_]*))?$/.exec(name);
    if (!match || !value?.trim()) continue;
    teamEmails[match[1] ? match[1].toLowerCase().replace(/_/g, '-') : ''] = addresses(name, value);
  }
  return { autoAbort: !autoRaw || ['1', 'on', 'true'].includes(autoRaw), thresholds: { minViews, marginPoints }, teamEmails };
}
