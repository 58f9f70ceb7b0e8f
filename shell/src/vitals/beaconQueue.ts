// Collects a page view's readings and sends them in one beacon when the page is hidden or left; a metric first read
// after that goes with the next one. A metric keeps its latest value until it is sent (web-vitals reports every change,
// since INP's last interaction may be processed only as the page is hidden), and is sent once per page view: a second
// reading (a CLS that grew after the page was hidden and shown again) would count the view twice.
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
  /** The readings not sent yet, now counted as sent: for a beacon another part of the page sends (health/pageHealth.ts). */
  take(): VitalReport[];
}

/** CLS in ten-thousandths, times in whole milliseconds: finer is noise, and the body stays small. */
const rounded = ({ name, value, remote }: VitalReport): VitalReport => ({
  name,
  value: Math.min(BEACON_LIMITS.value, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)),
  ...(remote ? { remote } : {}),
});

export function createBeaconQueue(page: PageComposition, send: SendBeacon): BeaconQueue {
  const sent = new Set<VitalMetric>();
  let pending = new Map<VitalMetric, VitalReport>();
  const take = () => {
    // One entry per metric: far below the endpoint's bound on entries.
    const vitals = [...pending.values()];
    pending = new Map();
    for (const { name } of vitals) sent.add(name);
    return vitals;
  };
  return {
    take,
    add(report) {
      if (sent.has(report.name) || !Number.isFinite(report.value) || report.value < 0) return;
      pending.set(report.name, rounded(report));
    },
    flush() {
      if (pending.size === 0) return;
      const vitals = take();
      send(BEACON_PATH, new Blob([JSON.stringify({ route: page.route, releases: page.releases, vitals })], { type: 'application/json' }));
    },
  };
}
