// The empty-cart message shown by the cart page, modal and panel.
import { EmptyState } from '../EmptyState/EmptyState';

export function EmptyCart() {
  return <EmptyState message="Your cart is empty." linkTo="/store" linkText="Continue shopping" />;
}
