// Async boundary: the share scope is negotiated before any shared module (react, the store) is evaluated.
import('./bootstrap');
