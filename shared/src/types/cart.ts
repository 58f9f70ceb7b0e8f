// A cart line: a snapshot of the product (so cart views render without refetching) plus quantity and license (SPEC §3 "Cart line").
import type { LicensePrice } from './license';

export interface CartLine {
  id: number;
  title: string;
  image_url: string;
  /** Legacy USD price, used only when the product has no license tiers. */
  price: number | null;
  oldPrice?: number | null;
  prices: LicensePrice[];
  category_name?: string;
  /** A whole number, at least 1. */
  quantity: number;
  /** The chosen tier's name; '' for an unlicensed product. */
  selectedLicense: string;
  /** The chosen size, one of the product's own; absent when the product has none (issue 22 §1). */
  size?: string;
  /** The chosen colour's name, one of the product's own; absent when the product has none. */
  color?: string;
}
