// `describeLocalOnly` for tests that need this checkout's own build or a store of their own (they read its dist/, or
// build and start one): a run against the store E2E_BASE_URL names builds and starts nothing, so it skips them and
// says why.
import { storeStartedHere } from './state';

export function describeLocalOnly(reason: string, name: string, body: () => void): void {
  if (storeStartedHere()) describe(name, body);
  else describe.skip(`${name} (skipped: E2E_BASE_URL names another store, and this ${reason})`, body);
}
