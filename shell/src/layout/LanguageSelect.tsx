// The top bar's language picker: SPEC §2 lists English and Vietnam and says choosing one changes only its own label.
import { useState } from 'react';
import { LANGUAGES } from '@storefront/shared';
import styles from './TopBarSelect.module.css';

export function LanguageSelect({ id }: { id: string }) {
  const [language, setLanguage] = useState<string>(LANGUAGES[0]);
  return (
    <span className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        Language
      </label>
      <select id={id} className={styles.select} value={language} onChange={(event) => setLanguage(event.target.value)}>
        {LANGUAGES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}
