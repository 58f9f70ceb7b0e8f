// What the API offers the release tool (tools/release), imported by package name as @storefront/api/releases: the
// release store and its settings, the live pointer's rules and the preview link. The store and the tool read and
// write releases through this same code. What the tool reads from the store's database is in releaseToolDatabase.ts.
export { folderReleaseStore } from './folderReleaseStore';
export { filesUnder } from './filesUnder';
export {
  abortCanary,
  contentHashOf,
  deployTo,
  isCanaryPercent,
  isReleaseId,
  newReleaseId,
  promoteCanary,
  rollBack,
  startCanary,
  withoutMissing,
  type LivePointer,
} from './livePointer';
export { releasesKeepFromEnv, releaseStoreFromEnv } from './releaseConfig';
export { REMOTE_NAME, type ReleaseStore } from './releaseStore';
export { checkPreviewLink, LEAVE_PREVIEW_PATH, previewSignature, previewUrl, type PreviewLink } from '../pageHost/previewLink';
