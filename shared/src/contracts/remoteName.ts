// The remotes a shell composes, by the names remotes.json and Module Federation use. Which remotes exist is data
// (remotes.json), not code: a name is checked for its shape only, the one the release store and the server's
// folders use too (lowercase letters, digits and dashes, a letter first).
export type RemoteName = string;

export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && REMOTE_NAME_PATTERN.test(value);
}
