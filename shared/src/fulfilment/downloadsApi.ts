// Asks the API for a fresh download link (`POST /orders/{id}/downloads/{line}/renew`), injected into the one API slice.
// The order's proof travels as the HttpOnly cookie the API set in this browser. Only the remotes that show downloads
// import it, so it costs the home page nothing.
import { shopApi, type Delivery } from '@storefront/shared';

export interface RenewDownloadArgs {
  orderId: string;
  lineNumber: number;
}

export interface RenewDownloadResponse {
  success: boolean;
  delivery: Delivery;
}

export const downloadsApi = shopApi.injectEndpoints({
  // Checkout and content each bundle their own copy of this module and each injects the same definition into the
  // singleton slice; the second injection replaces the first instead of logging a conflict.
  overrideExisting: true,
  endpoints: (build) => ({
    renewDownload: build.mutation<RenewDownloadResponse, RenewDownloadArgs>({
      query: ({ orderId, lineNumber }) => ({ url: `orders/${encodeURIComponent(orderId)}/downloads/${lineNumber}/renew`, method: 'POST' }),
    }),
  }),
});

export const { useRenewDownloadMutation } = downloadsApi;
