import { expectConsoleError } from '../testing/consoleGuard';
import { CATALOG_FETCH_ERROR, toCatalogError } from './catalogError';

const networkError = { status: 'FETCH_ERROR' as const, error: 'TypeError: NetworkError when attempting to fetch resource.' };
const meta = () => ({ request: new Request('http://store.test/api/v1/web/catalog') });

afterEach(() => window.dispatchEvent(new Event('pageshow')));

it('a catalogue request that fails while the page is in use is logged', () => {
  const logged = expectConsoleError('[shop api] http://store.test/api/v1/web/catalog failed (FETCH_ERROR)');
  expect(toCatalogError(networkError, meta())).toEqual(expect.objectContaining({ status: 'FETCH_ERROR', message: CATALOG_FETCH_ERROR }));
  expect(logged).toHaveLength(1);
});

it('one cut off because the shopper is leaving the page is not logged, and still answers with the error', () => {
  window.dispatchEvent(new Event('beforeunload'));
  expect(toCatalogError(networkError, meta())).toEqual(expect.objectContaining({ status: 'FETCH_ERROR', message: CATALOG_FETCH_ERROR }));
});
