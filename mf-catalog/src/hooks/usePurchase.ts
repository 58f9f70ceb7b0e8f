// The license, size, colour and quantity a shopper picks for one product (product page, quick view). The default
// license (SPEC §4) and the product's first size and colour are chosen up front (a product with sizes or
// colours always has one chosen). Once the product is in the cart in the chosen size and colour, the button reads
// Already Added and the quantity and license edit that line; choosing another size or colour offers ADD TO CART again.
import { useState } from 'react';
import {
  addToCart,
  defaultLicenseType,
  hasLicenses,
  licenseAmount,
  cartLineKey,
  resolveVariant,
  selectCartLineOfVariant,
  selectCurrency,
  updateLicense,
  updateQuantity,
  useAppDispatch,
  SELECT_LICENSE_ALERT,
  useAppSelector,
  type LineVariant,
  type Product,
} from '@storefront/shared';

export type Purchase = ReturnType<typeof usePurchase>;

export function usePurchase(product: Product) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const [chosenLicense, setChosenLicense] = useState(() => defaultLicenseType(product.prices));
  const [variant, setVariant] = useState<LineVariant>(() => resolveVariant(product));
  const line = useAppSelector(selectCartLineOfVariant(product.id, variant));
  const [chosenQuantity, setChosenQuantity] = useState(1);
  const licensed = hasLicenses(product);
  const license = line?.selectedLicense || chosenLicense;
  const quantity = line?.quantity ?? chosenQuantity;

  return {
    licensed,
    license,
    variant,
    quantity,
    inCart: line !== undefined,
    needsLicense: licensed && !license,
    unitAmount: licenseAmount(product, license, currency),
    currency,
    setLicense: (type: string) => {
      setChosenLicense(type);
      if (line) dispatch(updateLicense({ key: cartLineKey(line), selectedLicense: type }));
    },
    /** Only the product's own sizes and colours can be chosen. */
    setVariant: (next: LineVariant) => setVariant(resolveVariant(product, next)),
    setQuantity: (next: number) => (line ? dispatch(updateQuantity({ key: cartLineKey(line), quantity: next })) : setChosenQuantity(next)),
    add: () => {
      if (licensed && !license) {
        window.alert(SELECT_LICENSE_ALERT);
        return;
      }
      dispatch(addToCart({ product, quantity, selectedLicense: license, ...variant, answerFirst: true }));
    },
  };
}
