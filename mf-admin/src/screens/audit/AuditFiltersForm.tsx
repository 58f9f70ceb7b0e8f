// The audit log's filters: what was done, by whom, to what kind of thing and which one; kept in the URL when applied.
import { AUDIT_ACTIONS } from '@storefront/shared/admin';
import type { OperatorAccount } from '@storefront/shared/schemas/admin';
import { FiltersForm } from '../../components/FiltersForm';
import ui from '../../components/ui.module.css';

export const AUDIT_FILTERS = ['action', 'operatorId', 'targetType', 'targetId'] as const;

export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>;

const TARGET_TYPES = ['order', 'product', 'message', 'payment', 'operator'];

interface AuditFiltersFormProps {
  filters: AuditFilters;
  operators: OperatorAccount[];
  onApply: (filters: AuditFilters) => void;
}

export function AuditFiltersForm({ filters, operators, onApply }: AuditFiltersFormProps) {
  return (
    <FiltersForm names={AUDIT_FILTERS} label="Filter the audit log" onApply={onApply}>
      <div className={ui.field}>
        <label htmlFor="audit-action">Action</label>
        <select id="audit-action" name="action" defaultValue={filters.action}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="audit-operator">Operator</label>
        <select id="audit-operator" name="operatorId" defaultValue={filters.operatorId}>
          <option value="">Anyone</option>
          {operators.map((operator) => (
            <option key={operator.id} value={operator.id}>
              {operator.email}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="audit-target-type">Done to</label>
        <select id="audit-target-type" name="targetType" defaultValue={filters.targetType}>
          <option value="">Anything</option>
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="audit-target-id">Its id</label>
        <input id="audit-target-id" name="targetId" defaultValue={filters.targetId} />
      </div>
    </FiltersForm>
  );
}
