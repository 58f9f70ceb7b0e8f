// "Your data" on My account: download everything the shop holds about the account (JSON), and delete the account —
// confirmed by ticking what it means and typing the password; afterwards the shopper is signed out on the login page.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccountMutation, useExportAccountMutation } from '@storefront/shared';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import forms from '../../components/forms.module.css';
import { PasswordField } from '../../components/PasswordField';
import styles from './AccountLayout.module.css';

export const DELETE_CONSEQUENCES =
  'I understand: my account, addresses and saved cart are deleted, I am signed out everywhere, and my orders are kept for the books without my name, e-mail, phone or address.';

/** Hands the JSON to the browser as a file download. */
function download(json: string, filename: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function YourData({ customerId }: { customerId: string }) {
  const [exportAccount, exporting] = useExportAccountMutation();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const navigate = useNavigate();

  const exportData = async () => {
    setNotice(null);
    try {
      download(await exportAccount().unwrap(), `account-${customerId}.json`);
      setNotice({ tone: 'success', text: 'Your data is downloaded.' });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  };

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('deletePassword') ?? '');
    setNotice(null);
    try {
      const answer = await deleteAccount({ password }).unwrap();
      navigate('/login', { state: { notice: answer.message } });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <section className={styles.block} aria-labelledby="your-data">
      <h2 id="your-data">Your data</h2>
      <p>Download everything we hold about your account, as a JSON file.</p>
      <button type="button" className={forms.button} onClick={exportData} disabled={exporting.isLoading}>
        Download my data
      </button>
      <form className={forms.form} aria-label="Delete my account" method="post" onSubmit={remove}>
        <h3>Delete my account</h3>
        <label className={forms.check}>
          <input type="checkbox" name="understood" required />
          {DELETE_CONSEQUENCES}
        </label>
        <PasswordField label="Password *" name="deletePassword" />
        <button type="submit" className={forms.button} disabled={deleting.isLoading}>
          Delete my account
        </button>
      </form>
      <FormNotice notice={notice} />
    </section>
  );
}
