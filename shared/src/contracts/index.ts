// @storefront/shared/contracts: the contract between the shell, the remotes and the API's page renderer, in one entry —
// the modules a remote exposes and their versions, the @storefront/shared version a build carries, when two versions
// work together, and the markers a server-rendered page's parts agree on. No React and no store, so the API and the
// e2e suite import it too. A subpath is bundled into each build that imports it (only `@storefront/shared` itself is
// the shared singleton), so the versions here are always the ones that build was made with.
export { isRemoteName, REMOTE_NAME_PATTERN, type RemoteName } from './remoteName';
export { parseRemotesManifest, type RemoteDescriptor, type RemotesManifest } from './remotesManifest';
export type {
  RemoteRouteDefinition,
  RemoteRoutesModule,
  OverlayComponentProps,
  RemoteOverlaysModule,
  ServerRenderRequest,
  ServerRenderedHtml,
  RemoteServerModule,
  ShellServerModule,
  ExposedModules,
  ExposedModule,
} from './remoteModules';
export { EXPOSED_CONTRACT_VERSIONS, SHARED_VERSION, type ExposedContract } from './contractVersions';
export { RELEASE_INFO_FILE, type ReleaseInfo } from './releaseInfo';
export { parseVersion, sameMajor, satisfiesRange } from './compatibleVersion';
export { CLIENT_RENDERED_BOUNDARY, REMOTES_MANIFEST_PATH, SCREEN_MARKER, SCREEN_MARKER_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from './pageContract';
export { OPENS_OVERLAY_ATTRIBUTE, opensOverlay } from './overlayIntent';
export { PAGE_BOTTOM_BAR_ATTRIBUTE, pageBottomBar } from './pageBottomBar';
