// What a server-rendered page's parts agree on: the shell's server bundle leaves the marker where the screen goes,
// the API's page renderer replaces it and writes the state under the element id, the shell's bootstrap reads it.
// It imports only the start-up's names, which import nothing: the API reads this file too.

/** The element the shell's frame renders where the screen goes; React writes it exactly as SCREEN_MARKER. */
export const SCREEN_MARKER_ATTRIBUTE = 'data-server-screen';
export const SCREEN_MARKER = `<template ${SCREEN_MARKER_ATTRIBUTE}=""></template>`;

/** The `<script type="application/json">` that carries the state the page was rendered with (named with the start-up's other names). */
export { SERVER_STATE_ELEMENT_ID } from '@storefront/startup/page-globals';

/**
 * What React's renderToString writes for a Suspense boundary it could not finish (a lazy component still loading):
 * the browser renders that part afresh. A server render retries until none is left (ssr/renderWithStore.ts); a page
 * that still has one is sent but not kept by the page cache.
 */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Where the shell reads the live remotes manifest (the API's remotesRoute.ts serves it). The API writes a fetch
 * preload for it into every page it serves, which the shell's fetch of the same URL takes over.
 */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
