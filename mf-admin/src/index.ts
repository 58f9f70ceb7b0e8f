// Async boundary for the standalone app: shared modules are negotiated before the store is evaluated.
import('./standalone/bootstrap');
