// What the shopper is told when a licensed product is added without a tier it offers (SPEC §5), wherever that is
// caught: the product page's alert and note in the browser, the server's answer to a posted form.
export const SELECT_LICENSE_ALERT = 'Please select a license type';
export const SELECT_LICENSE_NOTE = 'Please select a license type before adding to cart.';
