// Types for waitingToMove.cjs, so its TypeScript test can load it.
export declare const ROUTES_WITH_QUERIES: Record<string, string>;
export declare const READS_OTHER_MODULES_TABLES: Record<string, string>;
