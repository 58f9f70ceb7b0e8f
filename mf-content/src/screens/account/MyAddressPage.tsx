// My Address (/my-account-address): the account's saved addresses — add, edit, delete, choose the default, which
// checkout fills in.
import { useState } from 'react';
import { useDeleteAddressMutation, useGetSavedAddressesQuery, useUpdateAddressMutation } from '@storefront/shared';
import type { SavedAddress } from '@storefront/shared/schemas';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import forms from '../../components/forms.module.css';
import { AccountLayout } from './AccountLayout';
import styles from './AccountLayout.module.css';
import { AddressForm } from './AddressForm';
import { SavedAddressCard } from './SavedAddressCard';

export const NO_ADDRESSES = 'You have no saved addresses yet.';

function Addresses() {
  const { data, isLoading, isError } = useGetSavedAddressesQuery();
  const [updateAddress] = useUpdateAddressMutation();
  const [deleteAddress] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  };

  if (isLoading) return <p role="status">Loading your addresses…</p>;
  if (isError || !data) return <p role="alert">We could not load your addresses.</p>;
  return (
    <>
      <FormNotice notice={notice} />
      {data.addresses.length === 0 && <p>{NO_ADDRESSES}</p>}
      <div className={styles.addresses}>
        {data.addresses.map((address) => (
          <SavedAddressCard
            key={address.id}
            address={address}
            onEdit={() => setEditing(address)}
            onDelete={() => act(() => deleteAddress(address.id).unwrap(), 'The address is deleted.')}
            onMakeDefault={() =>
              act(() => updateAddress({ id: address.id, address: { ...withoutId(address), isDefault: true } }).unwrap(), 'This is your default address now.')
            }
          />
        ))}
      </div>
      {editing === null ? (
        <button type="button" className={forms.button} onClick={() => setEditing('new')}>
          Add an address
        </button>
      ) : (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          onDone={(text) => (setEditing(null), setNotice({ tone: 'success', text }))}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}

export const withoutId = ({ id: _id, ...address }: SavedAddress) => address;

export default function MyAddressPage() {
  return <AccountLayout title="My Address">{() => <Addresses />}</AccountLayout>;
}
