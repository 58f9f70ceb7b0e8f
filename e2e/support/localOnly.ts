// `describeLocalOnly` for tests that read what this checkout built or stored (its `dist/`, its data directory), which
// only the store this run started serves: against a store named by E2E_BASE_URL they are skipped, with the reason.
import { storeStartedHere } from './state';

export function describeLocalOnly(reason: string, name: string, body: () => void): void {
  if (storeStartedHere()) describe(name, body);
  else describe.skip(`${name} (skipped: E2E_BASE_URL names another store, and this ${reason})`, body);
}
