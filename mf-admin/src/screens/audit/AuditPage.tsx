// /admin/audit (owners): every action an operator took — who, what, to what, when, and what it changed — filtered and
// a page at a time, newest first.
import { AUDIT_ACTIONS } from '@storefront/shared/admin';
import type { AuditAction } from '@storefront/shared/schemas/admin';
import { useListAuditQuery, useListOperatorsQuery } from '../../apiClient/ownerApi';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format/format';
import { useSearchFilters } from '../../hooks/useSearchFilters';
import { RequirePermission } from '../../session/RequirePermission';
import { TableBox } from '../../components/TableBox';
import ui from '../../components/ui.module.css';
import { AuditChanges } from './AuditChanges';
import { AUDIT_FILTERS, AuditFiltersForm } from './AuditFiltersForm';

function AuditLog() {
  const { filters, page, setFilters, key } = useSearchFilters(AUDIT_FILTERS);
  const { data: operators } = useListOperatorsQuery();
  const action = (AUDIT_ACTIONS as readonly string[]).includes(filters.action) ? (filters.action as AuditAction) : undefined;
  const query = { action, operatorId: filters.operatorId || undefined, targetType: filters.targetType || undefined, targetId: filters.targetId || undefined };
  const { data, isLoading, error, refetch } = useListAuditQuery({ ...query, page: page > 1 ? page : undefined });
  return (
    <>
      <AuditFiltersForm key={`${key}:${operators ? 'operators' : ''}`} filters={filters} operators={operators?.items ?? []} onApply={setFilters} />
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the audit log" />
      {data ? (
        <>
          <TableBox label="Audit log, newest first">
            <table className={ui.table}>
              <caption>Audit log, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Operator</th>
                  <th scope="col">Action</th>
                  <th scope="col">Done to</th>
                  <th scope="col">Changes</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{formatDateTime(entry.at)}</th>
                    <td>{entry.operatorEmail}</td>
                    <td>{entry.action}</td>
                    <td>
                      {entry.targetType} {entry.targetId}
                    </td>
                    <td>
                      <AuditChanges entry={entry} />
                    </td>
                    <td>{entry.ip}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          {!data.items.length ? <p role="status">Nothing in the audit log matches these filters.</p> : null}
          <Pagination info={data} label="Audit log" />
        </>
      ) : null}
    </>
  );
}

export default function AuditPage() {
  return (
    <div data-boundary="admin">
      <RequirePermission permission="audit:read" title="Audit log">
        <PageHeading title="Audit log">Audit log</PageHeading>
        <AuditLog />
      </RequirePermission>
    </div>
  );
}
