// What an action changed: each field as it was and as it became.
import type { AuditEntry } from '@storefront/shared/schemas/admin';

const text = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (!fields.length) return <>—</>;
  return (
    <ul>
      {fields.map((field) => (
        <li key={field}>
          {field}: {text(entry.before?.[field])} → {text(entry.after?.[field])}
        </li>
      ))}
    </ul>
  );
}
