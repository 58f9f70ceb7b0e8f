// Collects a page view's readings and sends them in as few beacons as fit the endpoint's bounds, when the page is
// hidden or left (a later reading waits for the next time). Each metric counts once per page view: web-vitals reports
// CLS and INP again if they grow after the page was hidden and shown, and a second reading would count the view twice.
import { BEACON_LIMITS, BEACON_PATH, type VitalMetric } from '@storefront/shared/vitals';
import type { PageComposition } from './pageComposition';

export interface VitalReport {
  name: VitalMetric;
  value: number;
  remote?: string;
}

export type SendBeacon = (url: string, body: Blob) => boolean;

export interface BeaconQueue {
  add(report: VitalReport): void;
  flush(): void;
}

/** CLS in ten-thousandths, times in whole milliseconds: finer is noise, and the body stays small. */
const rounded = ({ name, value, remote }: VitalReport): VitalReport => ({
  name,
  value: Math.min(BEACON_LIMITS.value, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)),
  ...(remote ? { remote } : {}),
});

export function createBeaconQueue(page: PageComposition, send: SendBeacon): BeaconQueue {
  const counted = new Set<VitalMetric>();
  let pending: VitalReport[] = [];
  return {
    add(report) {
      if (counted.has(report.name) || !Number.isFinite(report.value) || report.value < 0) return;
      counted.add(report.name);
      pending.push(rounded(report));
    },
    flush() {
      while (pending.length > 0) {
        const vitals = pending.slice(0, BEACON_LIMITS.vitals);
        pending = pending.slice(vitals.length);
        const body = JSON.stringify({ route: page.route, releases: page.releases, vitals });
        send(BEACON_PATH, new Blob([body], { type: 'application/json' }));
      }
    },
  };
}
