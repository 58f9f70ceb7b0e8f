// @storefront/shared/testing: what the tests of every workspace build their data with. Tests only.
export { activeDelivery, expiredDelivery, revokedDelivery } from './deliveries';
export { SAMPLE_TIERS, digitalProduct, mug, productList, tee } from './fixtures';
export { memoryStorage, type MemoryStorageOptions } from './memoryStorage';
