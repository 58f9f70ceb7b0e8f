// Starts the shell in steps, each in a task of its own: React, the Redux libraries, the store, React DOM, the
// router, then the shell itself. Evaluated in one go they held the main thread in one long task while the
// (server-rendered) page was already on screen and should answer the shopper.
import { yieldToMain } from './startup/yieldToMain';

const steps = [
  () => import('react'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
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

start();
