// @storefront/shared/fulfilment: what a shopper bought, for the pages that show it (checkout's result pages and
// content's order tracking). Not re-exported from the package's main entry: each remote that imports this bundles it,
// so the shared chunk every page loads — and the home page — carries none of it.
export { DownloadsSection } from './DownloadsSection';
export { downloadsApi, useRenewDownloadMutation, type RenewDownloadArgs, type RenewDownloadResponse } from './downloadsApi';
export { apiErrorMessage, apiErrorStatus } from './apiErrorMessage';
export { DOWNLOAD_MESSAGES, downloadState } from './downloadState';
export { deliveriesToShow } from './deliveriesToShow';
