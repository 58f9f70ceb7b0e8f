// Test utilities for every app's unit and component tests (published as `@storefront/shared/testing`): one way to
// render, to answer network requests and to expect console messages (docs/testing.md).
export { renderWithProviders, type RenderWithProvidersOptions } from './renderWithProviders';
export { server } from './server';
export { apiUrl, catalogHandlers, serveCatalog, neverAnswer, recordRequests, type Catalogue } from './apiHandlers';
export { expectConsoleError, expectConsoleWarn } from './consoleGuard';
export { scrollWindowTo } from './scrollWindowTo';
export { matchNoMedia } from './matchNoMedia';
export { paintNextFrame } from './paintNextFrame';
export { memoryStorage, type MemoryStorageOptions } from './memoryStorage';
export { activeDelivery, expiredDelivery, revokedDelivery } from './deliveries';
export { SAMPLE_TIERS, digitalProduct, tee, mug, productList } from './fixtures';
