// Asks the API for a fresh download link (issue 17: `POST /orders/{id}/downloads/{line}/renew`), injected into the one
// API slice. Only the remotes that show downloads import it, so it costs the home page nothing.
import { storefrontApi, type Delivery } from '@storefront/shared';
import { orderEmailHeaders } from './orderEmailHeader';

export interface RenewDownloadArgs {
  orderId: string;
  lineNumber: number;
  /** The order's e-mail: the API renews a link only for the order's owner. */
  email: string;
}

export interface RenewDownloadResponse {
  success: boolean;
  delivery: Delivery;
}

export const downloadsApi = storefrontApi.injectEndpoints({
  // Checkout and content each bundle their own copy of this module and each injects the same definition into the
  // singleton slice; the second injection replaces the first instead of logging a conflict.
  overrideExisting: true,
  endpoints: (build) => ({
    renewDownload: build.mutation<RenewDownloadResponse, RenewDownloadArgs>({
      query: ({ orderId, lineNumber, email }) => ({
        url: `orders/${encodeURIComponent(orderId)}/downloads/${lineNumber}/renew`,
        method: 'POST',
        headers: orderEmailHeaders(email),
      }),
    }),
  }),
});

export const { useRenewDownloadMutation } = downloadsApi;
