// The product form's values as typed (text, so nothing the operator typed is lost to a number conversion), checked
// against the contract's limits, and turned into a PATCH of only what changed.
import { MAX_PRICE } from '@storefront/shared/admin';
import type { AdminProduct, ProductPatch } from '@storefront/shared/schemas/admin';

export interface TierDraft {
  licenseType: string;
  usdAmount: string;
  ngnAmount: string;
}

export interface ProductDraft {
  title: string;
  description: string;
  categoryName: string;
  price: string;
  prices: TierDraft[];
  inStock: boolean;
  available: string;
  visible: boolean;
}

export type DraftErrors = Partial<Record<string, string>>;

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

export const draftOf = (product: AdminProduct): ProductDraft => ({
  title: product.title,
  description: product.description,
  categoryName: product.categoryName,
  price: String(product.price),
  prices: product.prices.map((tier) => ({ licenseType: tier.licenseType, usdAmount: String(tier.usdAmount), ngnAmount: String(tier.ngnAmount) })),
  inStock: product.inStock,
  available: String(product.available),
  visible: product.visible,
});

const amountError = (value: string) => {
  if (!AMOUNT.test(value.trim())) return 'Enter an amount such as 29.99 (at most two decimals).';
  return Number(value) > MAX_PRICE ? `Enter an amount of at most ${MAX_PRICE.toLocaleString('en-US')}.` : undefined;
};

/** Field id → message, for every field the API would refuse. */
export function draftErrors(draft: ProductDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Enter a title.';
  else if (draft.title.trim().length > 200) errors.title = 'Keep the title to 200 characters.';
  if (!draft.description.trim()) errors.description = 'Enter a description.';
  else if (draft.description.length > 5000) errors.description = 'Keep the description to 5000 characters.';
  if (!draft.categoryName.trim()) errors.categoryName = 'Choose a category.';
  if (draft.prices.length) {
    draft.prices.forEach((tier, index) => {
      errors[`prices.${index}.usdAmount`] = amountError(tier.usdAmount);
      errors[`prices.${index}.ngnAmount`] = amountError(tier.ngnAmount);
    });
  } else errors.price = amountError(draft.price);
  const available = draft.available.trim();
  if (!/^\d{1,7}$/.test(available) || Number(available) > 1_000_000) errors.available = 'Enter a whole number from 0 to 1000000.';
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

/** Only the fields that differ from the product (the API changes only the fields sent). */
export function patchOf(product: AdminProduct, draft: ProductDraft): ProductPatch {
  const patch: ProductPatch = {};
  if (draft.title.trim() !== product.title) patch.title = draft.title.trim();
  if (draft.description !== product.description) patch.description = draft.description;
  if (draft.categoryName !== product.categoryName) patch.categoryName = draft.categoryName;
  if (!draft.prices.length && Number(draft.price) !== product.price) patch.price = Number(draft.price);
  const prices = draft.prices.map((tier) => ({ licenseType: tier.licenseType, usdAmount: Number(tier.usdAmount), ngnAmount: Number(tier.ngnAmount) }));
  if (prices.some((tier, index) => tier.usdAmount !== product.prices[index].usdAmount || tier.ngnAmount !== product.prices[index].ngnAmount))
    patch.prices = prices;
  if (draft.inStock !== product.inStock) patch.inStock = draft.inStock;
  if (Number(draft.available) !== product.available) patch.available = Number(draft.available);
  if (draft.visible !== product.visible) patch.visible = draft.visible;
  return patch;
}
