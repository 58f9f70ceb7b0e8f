// Async boundary: the share scope is negotiated before any shared module (react, the store) is evaluated. That
// negotiation starts in a task of its own: evaluating this script has just set up the federation runtime.
import { yieldToMain } from './startup/yieldToMain';

yieldToMain().then(() => import('./bootstrap'));
