// Adding or changing a saved address: the checkout's address fields, and whether it is the default.
import { useState, type FormEvent } from 'react';
import { useAddAddressMutation, useUpdateAddressMutation } from '@storefront/shared';
import { ORDER_FIELD_LIMITS } from '@storefront/shared/limits';
import type { SavedAddress, SavedAddressBody } from '@storefront/shared/schemas';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import forms from '../../components/forms.module.css';
import { CountryField } from '../../components/CountryField';
import { NameFields } from '../../components/NameFields';
import { TextField } from '../../components/TextField';

export function AddressForm({ address, onDone, onCancel }: { address: SavedAddress | null; onDone: (message: string) => void; onCancel: () => void }) {
  const [addAddress, adding] = useAddAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const [notice, setNotice] = useState<Notice>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    const body: SavedAddressBody = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      phone: text('phone'),
      street: text('street'),
      city: text('city'),
      state: text('state'),
      postalCode: text('postalCode'),
      country: text('country'),
      isDefault: fields.get('isDefault') === 'on',
    };
    setNotice(null);
    try {
      if (address) await updateAddress({ id: address.id, address: body }).unwrap();
      else await addAddress(body).unwrap();
      onDone(address ? 'The address is saved.' : 'The address is added.');
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <form className={forms.form} aria-label={address ? 'Edit address' : 'Add an address'} method="post" onSubmit={submit}>
      <h2>{address ? 'Edit address' : 'Add an address'}</h2>
      <NameFields firstName={address?.firstName} lastName={address?.lastName} />
      <TextField label="Street *" name="street" autoComplete="street-address" defaultValue={address?.street} maxLength={ORDER_FIELD_LIMITS.street} required />
      <div className={forms.row}>
        <TextField label="City *" name="city" autoComplete="address-level2" defaultValue={address?.city} maxLength={ORDER_FIELD_LIMITS.city} required />
        <TextField label="State" name="state" autoComplete="address-level1" defaultValue={address?.state} maxLength={ORDER_FIELD_LIMITS.state} />
      </div>
      <div className={forms.row}>
        <TextField
          label="Postal code"
          name="postalCode"
          autoComplete="postal-code"
          defaultValue={address?.postalCode}
          maxLength={ORDER_FIELD_LIMITS.postalCode}
        />
        <CountryField label="Country *" defaultValue={address?.country} required />
      </div>
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={address?.phone} maxLength={ORDER_FIELD_LIMITS.phone} />
      <label className={forms.check}>
        <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} />
        Use as my default address
      </label>
      <div className={forms.links}>
        <button className={forms.button} type="submit" disabled={adding.isLoading || updating.isLoading}>
          Save address
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <FormNotice notice={notice} />
    </form>
  );
}
