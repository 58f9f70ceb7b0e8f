// Where the monorepo is: two folders above this one, from the sources (tools/release/src) and from the build
// (tools/release/dist) alike.
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
