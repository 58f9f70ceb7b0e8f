// The cart's lines as a list (after the message that a saved cart was cut down, if it was), or the empty-cart message;
// shared by the cart modal and side panel.
import { lineRenderKeys, selectCartItems, useAppSelector } from '@storefront/shared';
import { CartLineItem } from '../CartLineItem/CartLineItem';
import { EmptyCart } from '../EmptyCart/EmptyCart';
import { CartTrimNotice } from '../../limits/CartTrimNotice';
import styles from './CartLineList.module.css';

export function CartLineList() {
  const items = useAppSelector(selectCartItems);
  if (items.length === 0) return <EmptyCart />;
  const renderKeys = lineRenderKeys(items);
  return (
    <>
      <CartTrimNotice />
      <ul className={styles.lines} aria-label="Cart items">
        {items.map((line, index) => (
          <CartLineItem key={renderKeys[index]} line={line} />
        ))}
      </ul>
    </>
  );
}
