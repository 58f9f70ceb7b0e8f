// The API tests' set-up: builds the inline page loader (startup/build.mjs), which composed pages carry.
import { buildPageLoader } from '../startup/build.mjs';

export default async function buildPageLoaderOnce() {
  await buildPageLoader();
}
