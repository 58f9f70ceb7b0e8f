// Categories side panel (SPEC §2): For Women, For Men, For Kid, Accessories. The spec gives them no destination,
// so they are listed as departments, not as links that lead nowhere.
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import styles from './CategoriesPanel.module.css';

export const DEPARTMENTS = ['For Women', 'For Men', 'For Kid', 'Accessories'] as const;

export default function CategoriesPanel({ close }: OverlayComponentProps) {
  return (
    <OverlayDialog title="Categories" close={close} shape="panel">
      <ul className={styles.list}>
        {DEPARTMENTS.map((name) => (
          <li key={name} className={styles.item}>
            {name}
          </li>
        ))}
      </ul>
    </OverlayDialog>
  );
}
