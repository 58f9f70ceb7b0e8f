// @storefront/shared/vitals: what pages report about their speed and how it is counted (contract and histogram).
export * from './vitalsContract';
export * from './vitalBuckets';
export * from './healthContract';
