// Where the monorepo is: the folder that holds the API package.
import path from 'node:path';
import { API_DIR } from './apiDir';

export const REPO_ROOT = path.dirname(API_DIR);
