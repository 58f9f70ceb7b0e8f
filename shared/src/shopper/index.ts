// @storefront/shared/shopper: the shopper's record and the pure rules that change it. No store and no React, for
// the API's forms and page renderer; the browser's store reads the same module.
export {
  type ShopperRecord,
  emptyShopperRecord,
  shopperRecordFrom,
  holdsNothing,
  withLineAdded,
  withQuantity,
  withLicense,
  withoutLine,
  withIdToggled,
  withIdAdded,
  withIdRemoved,
  mergedRecords,
} from './shopperRecord';
export { SHOPPER_API_PATH, SHOPPER_FORM_PATHS, SHOPPER_FORM_FIELDS } from './shopperForms';
export { toCartLine } from '../cart/cartLine';
export { cartLineKey } from '../cart/lineKey';
export { parseQuantityInput } from '../cart/quantity';
export { matchLicensePrice } from '../license/licensePrice';
export { SELECT_LICENSE_ALERT } from '../license/licenseMessages';
