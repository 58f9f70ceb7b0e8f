/** The operations endpoints (operationsPlugin.ts): probes and scrapes, left out of traces. */
export const OPERATIONS_PATHS = ['/livez', '/readyz', '/metrics'];
