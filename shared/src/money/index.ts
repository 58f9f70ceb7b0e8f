// @storefront/shared/money: prices written as the shop writes them, and the shopper's currency as their cookie names
// it. No store and no React, for the API's e-mails and page renderer; screens take formatPrice from the main entry.
export { formatPrice } from './formatPrice';
export { dateTimeFormat, numberFormat } from './intlFormats';
export { CURRENCY_COOKIE, currencyCookie, currencyFromCookies } from '../currency/currencyCookie';
