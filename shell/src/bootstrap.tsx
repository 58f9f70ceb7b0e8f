// Starts the shell in steps, each in a task of its own: the store and its libraries, React DOM, the router, then the
// shell itself. Evaluated in one go they held the main thread in one long task while the (server-rendered) page was
// already on screen and should answer the shopper.
import { yieldToMain } from './startup/yieldToMain';

async function start() {
  await import('@storefront/shared');
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  await import('react-router-dom');
  await yieldToMain();
  // Eager: in this chunk (nothing more to download), evaluated only now.
  const { startShell } = await import(/* webpackMode: "eager" */ './startShell');
  await startShell();
}

start();
