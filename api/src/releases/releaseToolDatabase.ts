// What the release tool (tools/release) reads from the store's database, imported by package name as
// @storefront/api/releases/database: each release's health for `releases`, and the composition key's signature for
// `preview`. Kept apart from releaseToolEntry.ts so code that only moves releases never loads the database drivers.
export { PreviewKeyUnavailable, previewSignerFromEnv, type PreviewSigner } from './previewSigner';
export { describeHealth, readReleaseHealth } from '../health/releaseHealthReader';
