// The contact messages inbox: a page of open, handled or all messages; opening one marks it read, and a message is
// marked handled or reopened. Each action refreshes the inbox.
import type { MessageList, MessageListQuery } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';
import { queryString } from './pageQuery';

export const messagesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query<MessageList, MessageListQuery>({ query: (filters) => `/messages${queryString(filters)}`, providesTags: ['Messages'] }),
    markMessageRead: build.mutation<unknown, number>({
      query: (id) => ({ url: `/messages/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Messages'],
    }),
    setMessageHandled: build.mutation<unknown, { id: number; handled: boolean }>({
      query: ({ id, handled }) => ({ url: `/messages/${id}/handled`, method: 'POST', body: { handled } }),
      invalidatesTags: ['Messages', 'Dashboard'],
    }),
  }),
});

export const { useListMessagesQuery, useMarkMessageReadMutation, useSetMessageHandledMutation } = messagesApi;
