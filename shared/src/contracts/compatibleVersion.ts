// Whether one side of a contract can work with the other. Our builds record only exact versions and caret ranges
// (`^1.2.0`), so this is the subset of semver they need; it runs in the shell, where a full semver library would
// cost every page its bytes.

interface Version {
  major: number;
  minor: number;
  patch: number;
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}

function atLeast(a: Version, b: Version): boolean {
  if (a.major !== b.major) return a.major > b.major;
  if (a.minor !== b.minor) return a.minor > b.minor;
  return a.patch >= b.patch;
}

/**
 * Whether `version` satisfies `range`: an exact version, or a caret range (same major — same minor below 1.0 — and at
 * least the range's version). Anything else is not understood and so not satisfied.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = parseVersion(version);
  const caret = range.trim().startsWith('^');
  const want = parseVersion(caret ? range.trim().slice(1) : range);
  if (!have || !want) return false;
  if (!caret) return have.major === want.major && have.minor === want.minor && have.patch === want.patch;
  if (have.major !== want.major) return false;
  if (want.major === 0 && have.minor !== want.minor) return false;
  return atLeast(have, want);
}

/** Whether a provider's contract version can serve a consumer built for `expected`: the same major version. */
export function sameMajor(version: string, expected: string): boolean {
  const a = parseVersion(version);
  const b = parseVersion(expected);
  return !!a && !!b && a.major === b.major;
}
