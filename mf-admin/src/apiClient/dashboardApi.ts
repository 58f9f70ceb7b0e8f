// The dashboard's numbers for a period of 7, 30 or 90 days.
import type { Dashboard } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';

export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, number>({ query: (days) => `/dashboard?days=${days}`, providesTags: ['Dashboard'] }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
