// Says once that the saved cart was cut down to its cap on load; shown by the cart page and the cart overlays until dismissed.
import { cartTrimNoticeDismissed, useAppDispatch, useAppSelector } from '@storefront/shared';
import { LimitNotice } from '../components/LimitNotice/LimitNotice';
import { CART_TRIMMED_MESSAGE } from './limitMessages';

export function CartTrimNotice() {
  const trimmed = useAppSelector((state) => state.cart.trimmedOnLoad === true);
  const dispatch = useAppDispatch();
  if (!trimmed) return null;
  return <LimitNotice message={CART_TRIMMED_MESSAGE} onDismiss={() => dispatch(cartTrimNoticeDismissed())} />;
}
