// Async boundary: the share scope is negotiated before any shared module (react, the store) is evaluated. That
// negotiation starts in a task of its own: evaluating this script has just set up the federation runtime.
import { isLeavingPage } from '@storefront/shared/page-leaving';
import { yieldToMain } from './startup/yieldToMain';

yieldToMain()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    // Cut off by a navigation away, the page is going and nothing failed; any other failure stays uncaught.
    if (!isLeavingPage()) throw error;
  });
