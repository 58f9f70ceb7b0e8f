// The content team's two API calls, injected into the one shared RTK Query slice (so they use its base URL).
import { storefrontApi, type Delivery } from '@storefront/shared';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface TrackedOrderItem {
  title: string;
  license_type: string | null;
  /** The line's size and colour (issue 22 §1); null when it has none, absent from an API that predates them. */
  size?: string | null;
  color?: string | null;
  quantity: number;
  total_price: number;
}

export interface TrackedOrder {
  id: string;
  status: string;
  created_at: string;
  items: TrackedOrderItem[];
  total: number;
  currency: 'USD' | 'NGN';
  /** The order's digital lines (issue 17); empty unless paid, absent from an API that predates fulfilment. */
  deliveries?: Delivery[];
}

export const contentApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ success: boolean; message: string }, ContactMessage>({
      query: (body) => ({ url: 'contact_messages', method: 'POST', body }),
    }),
    trackOrder: build.mutation<{ success: boolean; order: TrackedOrder }, { orderId: string; email: string }>({
      query: (body) => ({ url: 'track_order', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation, useTrackOrderMutation } = contentApi;
