// Starts the shell in steps, each in a task of its own: React, the Redux libraries, RTK Query, the store, React DOM,
// the router, then the shell itself. Evaluated in one go they held the main thread in one long task while the
// (server-rendered) page was already on screen and should answer the shopper. RTK Query is bundled into
// @storefront/shared, not shared by itself; importing it here evaluates that same module a step ahead of the store
// (decision 0040).
import { isLeavingPage } from '@storefront/shared/page-leaving';
import { yieldToMain } from './startup/yieldToMain';

const steps = [
  () => import('react'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  // The names @storefront/shared uses of it: the rest of the package stays out of the bundle.
  () => import(/* webpackExports: ["buildCreateApi", "coreModule", "reactHooksModule"] */ '@reduxjs/toolkit/query/react'),
  () => import('@storefront/shared'),
  () => import('react-dom/client'),
  () => import('react-router-dom'),
];

async function start() {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
  // Eager: in this chunk (nothing more to download), evaluated only now.
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await startShell();
}

start().catch((error: unknown) => {
  // A library's chunk cut off by a navigation away: the page is going, nothing failed. Any other failure stays uncaught.
  if (!isLeavingPage()) throw error;
});
