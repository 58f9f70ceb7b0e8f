// Moves the shopper to the first invalid checkout field after a refused submit: focused for keyboards and
// screen readers, and scrolled to the middle of the screen so a phone's sticky bars cover neither it nor its message.
import { firstInvalidField, type FieldErrors } from '@storefront/shared/checkout';

export function focusFirstError(errors: FieldErrors): void {
  const field = firstInvalidField(errors);
  const control = field ? document.getElementById(field) : null;
  if (!control) return;
  if (typeof control.scrollIntoView !== 'function') {
    control.focus(); // Without scrollIntoView (jsdom), focusing still brings the field on screen.
    return;
  }
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'center' });
}
