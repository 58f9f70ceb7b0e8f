// A cart line: a snapshot of the product (so cart views render without refetching) plus quantity and license (SPEC §3 "Cart line").
import type { LicensePrice } from './license';
import type { PriceAmounts } from './product';

export interface CartLine {
  id: number;
  title: string;
  image_url: string;
  /** The product's own price in USD (SPEC §3), read only when the product has no license tiers and no `amounts`. */
  price: number | null;
  oldPrice?: number | null;
  prices: LicensePrice[];
  /**
   * The product's price and old price in each currency, as the server answered them; what an unlicensed
   * line costs. Missing on a line stored before the server answered them, until the store refreshes its prices.
   */
  amounts?: PriceAmounts;
  category_name?: string;
  /** A whole number, at least 1. */
  quantity: number;
  /** The chosen tier's name; '' for an unlicensed product. */
  selectedLicense: string;
  /** The chosen size, one of the product's own; absent when the product has none. */
  size?: string;
  /** The chosen colour's name, one of the product's own; absent when the product has none. */
  color?: string;
}
