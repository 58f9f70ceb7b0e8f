// The contract gate a release passes before it goes live (ARCHITECTURE "Releases"): the live shell's
// @storefront/shared must satisfy the range the remote was built against, and each exposed contract the remote
// provides must have the major version the shell was built to consume. Returns the reasons it is refused.
import { sameMajor, satisfiesRange, type ReleaseInfo } from '@storefront/shared/contracts';

export type { ReleaseInfo };

export function parseReleaseInfo(text: string, source: string): ReleaseInfo {
  let raw: Partial<ReleaseInfo>;
  try {
    raw = JSON.parse(text) as Partial<ReleaseInfo>;
  } catch {
    throw new Error(`${source} is not JSON`);
  }
  const valid =
    typeof raw.app === 'string' &&
    (raw.role === 'shell' || raw.role === 'remote') &&
    typeof raw.shared?.version === 'string' &&
    typeof raw.shared?.range === 'string' &&
    !!raw.contracts &&
    typeof raw.contracts === 'object' &&
    Object.values(raw.contracts).every((v) => typeof v === 'string');
  if (!valid) throw new Error(`${source} is not a storefront release description (app, role, shared, contracts)`);
  return raw as ReleaseInfo;
}

export function contractProblems(remote: ReleaseInfo, shell: ReleaseInfo): string[] {
  const problems: string[] = [];
  if (!satisfiesRange(shell.shared.version, remote.shared.range)) {
    problems.push(
      `it was built against @storefront/shared ${remote.shared.range}, but the live shell provides @storefront/shared ${shell.shared.version}. ` +
        (Number.parseInt(remote.shared.range.replace(/^\^/, ''), 10) > Number.parseInt(shell.shared.version, 10)
          ? "Deploy a shell built with the new @storefront/shared first, or build this remote against the shell's version."
          : 'Rebuild this remote against the @storefront/shared the shell provides (merge the latest main), then deploy again.'),
    );
  }
  for (const [contract, expected] of Object.entries(shell.contracts)) {
    const provided = remote.contracts[contract];
    if (provided === undefined) problems.push(`it does not say which version of the ./${contract} contract it provides; the live shell expects ${expected}.`);
    else if (!sameMajor(provided, expected)) {
      problems.push(
        `it provides the ./${contract} contract ${provided}, but the live shell expects major version ${expected.split('.')[0]} (${expected}). Ship the shell and this remote together, or keep the contract's major version.`,
      );
    }
  }
  return problems;
}
