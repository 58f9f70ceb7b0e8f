// What the server needs of the page's start-up: the built inline loader and the block naming its scripts.
export { pageLoaderScript, PAGE_LOADER_FILE } from './pageLoaderScript';
export { pageScriptsBlock, scriptJson } from './pageScriptsBlock';
