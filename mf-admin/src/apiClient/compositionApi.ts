// The composition page: every remote's releases with their health, and the owners' promote, abort and roll back.
import type { CompositionAction } from '@storefront/shared/admin';
import type { Composition, CompositionActionResponse } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';

export const compositionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getComposition: build.query<Composition, void>({ query: () => '/composition', providesTags: ['Composition'] }),
    changeRelease: build.mutation<CompositionActionResponse, { remote: string; action: CompositionAction }>({
      query: ({ remote, action }) => ({ url: `/composition/${encodeURIComponent(remote)}/${action}`, method: 'POST' }),
      invalidatesTags: ['Composition', 'Audit'],
    }),
  }),
});

export const { useGetCompositionQuery, useChangeReleaseMutation } = compositionApi;
