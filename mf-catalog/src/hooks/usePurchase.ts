// The license and quantity a shopper picks for one product (product page, quick view): the default license is chosen
// automatically (SPEC §4), and once the product is in the cart both edit the cart line instead.
import { useState } from 'react';
import {
  addToCart,
  defaultLicenseType,
  hasLicenses,
  licenseAmount,
  selectCartLine,
  selectCurrency,
  updateLicense,
  updateQuantity,
  useAppDispatch,
  useAppSelector,
  type Product,
} from '@storefront/shared';

export const SELECT_LICENSE_ALERT = 'Please select a license type';
export const SELECT_LICENSE_NOTE = 'Please select a license type before adding to cart.';

export type Purchase = ReturnType<typeof usePurchase>;

export function usePurchase(product: Product) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const line = useAppSelector(selectCartLine(product.id));
  const [chosenLicense, setChosenLicense] = useState(() => defaultLicenseType(product.prices));
  const [chosenQuantity, setChosenQuantity] = useState(1);
  const licensed = hasLicenses(product);
  const license = line?.selectedLicense || chosenLicense;
  const quantity = line?.quantity ?? chosenQuantity;

  return {
    licensed,
    license,
    quantity,
    inCart: line !== undefined,
    needsLicense: licensed && !license,
    unitAmount: licenseAmount(product, license, currency),
    currency,
    setLicense: (type: string) => {
      setChosenLicense(type);
      if (line) dispatch(updateLicense({ id: product.id, selectedLicense: type }));
    },
    setQuantity: (next: number) => (line ? dispatch(updateQuantity({ id: product.id, quantity: next })) : setChosenQuantity(next)),
    add: () => {
      if (licensed && !license) {
        window.alert(SELECT_LICENSE_ALERT);
        return;
      }
      dispatch(addToCart({ product, quantity, selectedLicense: license }));
    },
  };
}
