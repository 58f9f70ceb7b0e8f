// Real users' page speed for a period of 1, 7 or 28 days.
import type { Vitals } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';

export const vitalsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getVitals: build.query<Vitals, number>({ query: (days) => `/vitals?days=${days}`, providesTags: ['Vitals'] }),
  }),
});

export const { useGetVitalsQuery } = vitalsApi;
