import { BEACON_PATH } from '@storefront/shared/vitals';
import { startVitalsReporter } from './startVitalsReporter';

type Report = (metric: { value: number; attribution: Record<string, unknown> }) => void;
const reports: Record<string, { report: Report; reportAllChanges?: boolean; generateTarget?: (node: Node | null) => string | undefined }> = {};

// Stands in for the library: keeps what the reporter asked for, so each test plays the browser's readings into it.
jest.mock('web-vitals/attribution', () => {
  const keep = (name: string) => (report: Report, options?: { reportAllChanges?: boolean; generateTarget?: (node: Node | null) => string | undefined }) => {
    reports[name] = { report, ...options };
  };
  return { onLCP: keep('LCP'), onINP: keep('INP'), onCLS: keep('CLS'), onTTFB: keep('TTFB') };
});

let firstInput: ((list: { getEntries: () => unknown[] }) => void) | null = null;
class FirstInputObserver {
  static supportedEntryTypes = ['first-input'];
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe() {
    firstInput = this.callback;
  }
  disconnect() {}
}

const RELEASE = '20261201T101500.000Z-0a1b2c3d';
const PAGE = { route: '/product-detail/:id', owner: 'catalog', releases: { catalog: RELEASE } };

async function sentBodies(send: jest.Mock): Promise<unknown[]> {
  return Promise.all(
    send.mock.calls.map(async ([url, body]: [string, Blob]) => {
      expect(url).toBe(BEACON_PATH);
      expect(body.type).toBe('application/json');
      // jsdom's Blob has no text(): read it as a page would have before text() existed.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(body);
      });
      return JSON.parse(text);
    }),
  );
}

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  document.body.innerHTML = `
    <div data-boundary="shell"><select id="currency"><option>USD</option></select></div>
    <div data-boundary="catalog"><img id="picture" alt=""><button id="add">Add to cart</button></div>`;
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FirstInputObserver, configurable: true, writable: true });
  // jsdom keeps no User Timing: the shell's `storefront:page-ready` mark, as the browser would answer it.
  Object.assign(performance, {
    getEntriesByName: (name: string) => (name === 'storefront:page-ready' ? [{ startTime: 2600 }] : []),
    mark: () => undefined,
  });
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  jest.restoreAllMocks();
});

it('sends one beacon when the page is hidden: the route pattern, the releases, each metric once with the team its element is in', async () => {
  const send = jest.fn(() => true);
  startVitalsReporter(PAGE, ['catalog', 'cart'], send);
  const element = (id: string) => document.getElementById(id);

  reports.LCP.report({ value: 1234.4, attribution: { target: reports.LCP.generateTarget!(element('picture')) } });
  reports.INP.report({ value: 88, attribution: { interactionTarget: reports.INP.generateTarget!(element('currency')) } });
  reports.CLS.report({ value: 0.031249, attribution: {} });
  reports.TTFB.report({ value: 212.7, attribution: {} });
  // A tap on ADD TO CART at 900 ms, before the scripts had started (2600 ms).
  firstInput!({ getEntries: () => [{ name: 'pointerdown', startTime: 900, duration: 16, target: element('add') }] });
  expect(send).not.toHaveBeenCalled();

  hide();
  expect(await sentBodies(send)).toEqual([
    {
      route: '/product-detail/:id',
      releases: { catalog: RELEASE },
      vitals: [
        { name: 'LCP', value: 1234, remote: 'catalog' },
        { name: 'INP', value: 88, remote: 'shell' },
        { name: 'CLS', value: 0.0312, remote: 'catalog' },
        { name: 'TTFB', value: 213, remote: 'catalog' },
        { name: 'FirstTap', value: 1700, remote: 'catalog' },
      ],
    },
  ]);
});

it('names no team for an element outside every boundary, nor for a selector web-vitals fell back to', async () => {
  const send = jest.fn(() => true);
  startVitalsReporter(PAGE, ['catalog'], send);
  const outside = document.createElement('p');
  document.body.append(outside);
  expect(reports.LCP.generateTarget!(outside)).toBe('');
  reports.LCP.report({ value: 900, attribution: { target: '' } });
  reports.INP.report({ value: 40, attribution: { interactionTarget: 'div.grid > button' } });
  hide();
  const [body] = (await sentBodies(send)) as { vitals: unknown[] }[];
  expect(body.vitals).toEqual([
    { name: 'LCP', value: 900 },
    { name: 'INP', value: 40 },
  ]);
});

it('sends a metric’s latest value, once per page view, and what comes after a beacon with the next one', async () => {
  const send = jest.fn(() => true);
  startVitalsReporter(PAGE, ['catalog'], send);
  reports.CLS.report({ value: 0.01, attribution: {} });
  reports.CLS.report({ value: 0.02, attribution: {} });
  hide();
  // Shown again, the page shifts more and web-vitals reports the grown CLS; INP comes for the first time.
  reports.CLS.report({ value: 0.2, attribution: {} });
  reports.INP.report({ value: 120, attribution: {} });
  dispatchEvent(new Event('pagehide'));
  dispatchEvent(new Event('pagehide'));
  const bodies = (await sentBodies(send)) as { vitals: unknown[] }[];
  expect(bodies.map((body) => body.vitals)).toEqual([[{ name: 'CLS', value: 0.02, remote: 'catalog' }], [{ name: 'INP', value: 120 }]]);
});

it('asks web-vitals for every change of LCP, INP and CLS', () => {
  startVitalsReporter(
    PAGE,
    ['catalog'],
    jest.fn(() => true),
  );
  expect([reports.LCP, reports.INP, reports.CLS].map((kept) => kept.reportAllChanges)).toEqual([true, true, true]);
});
