// Says once that the saved wishlist was cut down to its cap on load; shown by the wishlist page and panel until dismissed.
import { useAppDispatch, useAppSelector, wishlistTrimNoticeDismissed } from '@storefront/shared';
import { LimitNotice } from '../components/LimitNotice/LimitNotice';
import { WISHLIST_TRIMMED_MESSAGE } from './limitMessages';

export function WishlistTrimNotice() {
  const trimmed = useAppSelector((state) => state.wishlist.trimmedOnLoad === true);
  const dispatch = useAppDispatch();
  if (!trimmed) return null;
  return <LimitNotice message={WISHLIST_TRIMMED_MESSAGE} onDismiss={() => dispatch(wishlistTrimNoticeDismissed())} />;
}
