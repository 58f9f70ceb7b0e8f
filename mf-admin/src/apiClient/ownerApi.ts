// What only owners see: the audit log, and operator accounts with their two actions (end every session, unlock).
import type { AuditList, AuditQuery, OperatorAccount, OperatorList } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';
import { queryString } from './pageQuery';

export interface OperatorActionResponse {
  message: string;
  operator: OperatorAccount;
}

export const ownerApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<AuditList, AuditQuery>({ query: (filters) => `/audit${queryString(filters)}`, providesTags: ['Audit'] }),
    listOperators: build.query<OperatorList, void>({ query: () => '/operators', providesTags: ['Operators'] }),
    revokeSessions: build.mutation<OperatorActionResponse, string>({
      query: (id) => ({ url: `/operators/${encodeURIComponent(id)}/revoke-sessions`, method: 'POST' }),
      invalidatesTags: ['Operators', 'Audit'],
    }),
    unlockOperator: build.mutation<OperatorActionResponse, string>({
      query: (id) => ({ url: `/operators/${encodeURIComponent(id)}/unlock`, method: 'POST' }),
      invalidatesTags: ['Operators', 'Audit'],
    }),
  }),
});

export const { useListAuditQuery, useListOperatorsQuery, useRevokeSessionsMutation, useUnlockOperatorMutation } = ownerApi;
