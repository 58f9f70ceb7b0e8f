// Where the monorepo is, relative to this package (api/src → the repository root).
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
