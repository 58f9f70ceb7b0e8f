// The cart side panel's optional order note: written in a box, kept with Save, dropped with Cancel; checkout sends it as `notes`.
import { useState, type FormEvent } from 'react';
import { saveCartNote, selectCartNote, useAppDispatch, useAppSelector } from '@storefront/shared';
import styles from './CartNote.module.css';

export function CartNote() {
  const savedNote = useAppSelector(selectCartNote);
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft === null) {
    return (
      <div className={styles.note}>
        {savedNote && (
          <p className={styles.saved}>
            <span className={styles.label}>Order note:</span> {savedNote}
          </p>
        )}
        <button type="button" className={styles.toggle} onClick={() => setDraft(savedNote)}>
          {savedNote ? 'Edit order note' : 'Add order note'}
        </button>
      </div>
    );
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    dispatch(saveCartNote(draft.trim()));
    setDraft(null);
  };
  return (
    <form className={styles.note} onSubmit={save}>
      <label className={styles.label} htmlFor="cart-order-note">
        Order note
      </label>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the field opens on the shopper's own "Add order note" press; focus follows it */}
      <textarea id="cart-order-note" className={styles.textarea} rows={3} value={draft} onChange={(event) => setDraft(event.target.value)} autoFocus />
      <div className={styles.buttons}>
        <button type="submit" className={styles.save}>
          Save
        </button>
        <button type="button" className={styles.cancel} onClick={() => setDraft(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
