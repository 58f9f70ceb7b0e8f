// Adds a product to the compare list and shows the comparison; when a full list refused it (decision 0014), the overlay
// opens with `limitReached` to say why.
import { addToCompare, openOverlay, selectIsInCompare, type AppThunk } from '@storefront/shared';

export const compareProduct =
  (productId: number): AppThunk =>
  (dispatch, getState) => {
    dispatch(addToCompare(productId));
    const refused = !selectIsInCompare(productId)(getState());
    dispatch(openOverlay({ name: 'compare', props: refused ? { limitReached: true } : undefined }));
  };
