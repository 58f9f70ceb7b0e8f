// The content team's two API calls, injected into the one shared RTK Query slice (so they use its base URL).
import { shopApi } from '@storefront/shared';
import type { ContactMessageBody, ContactMessageResponse, OrderItemLookup, TrackedOrder as TrackOrderAnswer, TrackOrderBody } from '@storefront/shared/schemas';

export type ContactMessage = ContactMessageBody;

/** A tracked line as the API answers it, but the size and colour may be absent: from an API that predates them. */
export type TrackedOrderItem = Omit<OrderItemLookup, 'size' | 'color'> & Partial<Pick<OrderItemLookup, 'size' | 'color'>>;

/** The tracked order as the API answers it, but its digital lines may be absent: from an API that predates fulfilment. */
export type TrackedOrder = Omit<TrackOrderAnswer, 'items' | 'deliveries'> & { items: TrackedOrderItem[] } & Partial<Pick<TrackOrderAnswer, 'deliveries'>>;

export const contentApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageResponse, ContactMessage>({
      query: (body) => ({ url: 'contact_messages', method: 'POST', body }),
    }),
    trackOrder: build.mutation<{ success: boolean; order: TrackedOrder; message?: string }, TrackOrderBody>({
      query: (body) => ({ url: 'track_order', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation, useTrackOrderMutation } = contentApi;
