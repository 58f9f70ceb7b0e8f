// One saved address with its buttons: Edit, Delete, and Make default unless it is the default already.
import type { SavedAddress } from '@storefront/shared/schemas';
import { findCountry } from '@storefront/shared/countries';
import styles from './AccountLayout.module.css';

export function SavedAddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}) {
  const name = `${address.firstName} ${address.lastName}`;
  const headingId = `address-${address.id}`;
  return (
    <section className={styles.address} aria-labelledby={headingId}>
      <h2 id={headingId}>{address.isDefault ? 'Default address' : name}</h2>
      <address>
        <div>{name}</div>
        <div>{address.street}</div>
        <div>{[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}</div>
        <div>{findCountry(address.country)?.name ?? address.country}</div>
        {address.phone && <div>{address.phone}</div>}
      </address>
      <div className={styles.addressActions}>
        <button type="button" onClick={onEdit} aria-describedby={headingId}>
          Edit
        </button>
        <button type="button" onClick={onDelete} aria-describedby={headingId}>
          Delete
        </button>
        {!address.isDefault && (
          <button type="button" onClick={onMakeDefault} aria-describedby={headingId}>
            Make default
          </button>
        )}
      </div>
    </section>
  );
}
