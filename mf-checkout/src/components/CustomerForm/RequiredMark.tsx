// The red asterisk after a required field's label; hidden from screen readers, which hear aria-required instead.
import styles from './CustomerForm.module.css';

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}
