// Operator passwords: argon2id (@node-rs/argon2, prebuilt native code) with OWASP's minimum parameters, stored as
// the PHC string, which carries its own salt and parameters so they can be raised later without a migration.
import { type Algorithm, type Options, hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

const ARGON2ID: Algorithm = 2;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A hash that cannot be read matches nothing.
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time a real check takes, for an e-mail address that has no account: the answer to a sign-in must not
 * tell which addresses are operators.
 */
export async function checkAgainstDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await passwordMatches(await decoy, password);
}

/** Why a new password cannot be used, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (password.includes('\u0000')) return 'The password must not contain the character U+0000.';
  return null;
}
