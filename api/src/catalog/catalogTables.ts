// The catalogue's tables (migrations 0001, 0011 and 0013). Only the catalog module reads or writes them; other modules
// ask its functions.
import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from '../db/columns';

export interface ProductColor {
  bgColor: string;
  imgSrc: string;
  name: string;
  alt: string;
}

export const categories = pgTable('categories', {
  name: text('name').primaryKey(),
  slug: text('slug').notNull().unique(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  categoryName: text('category_name')
    .notNull()
    .references(() => categories.name),
  imageUrl: text('image_url').notNull(),
  imageHoverUrl: text('image_hover_url').notNull(),
  imageAlt: text('image_alt').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  sampleUrl: text('sample_url'),
  price: money('price').notNull(),
  oldPrice: money('old_price'),
  salePrice: money('sale_price'),
  isOnSale: boolean('is_on_sale').notNull().default(false),
  hotSale: boolean('hot_sale').notNull().default(false),
  salePercentage: text('sale_percentage'),
  saleBadge: text('sale_badge'),
  saleText: text('sale_text'),
  discountPercent: integer('discount_percent'),
  countdownSeconds: integer('countdown_seconds'),
  sizes: jsonb('sizes').$type<string[] | null>(),
  colors: jsonb('colors').$type<ProductColor[]>().notNull(),
  inStock: boolean('in_stock').notNull().default(true),
  available: integer('available').notNull(),
  sold: integer('sold').notNull(),
  progressBar: integer('progress_bar').notNull(),
  rating: integer('rating').notNull(),
  reviewCount: integer('review_count').notNull(),
  filterBrands: jsonb('filter_brands').$type<string[]>().notNull(),
  filterColors: jsonb('filter_colors').$type<string[]>().notNull(),
  filterSizes: jsonb('filter_sizes').$type<string[]>().notNull(),
  tabFilterOptions: jsonb('tab_filter_options').$type<string[]>().notNull(),
  tabFilterOptions2: jsonb('tab_filter_options2').$type<string[]>().notNull(),
  addToCartLabel: text('add_to_cart_label').notNull(),
  featuredRank: integer('featured_rank'),
  /** False: hidden by an operator — not listed, found or sold; past orders keep it (migration 0011). */
  visible: boolean('visible').notNull().default(true),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    licenseType: text('license_type').notNull(),
    usdAmount: money('usd_amount').notNull(),
    ngnAmount: money('ngn_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.licenseType] })],
);

/** One row: the catalogue's version (bumped by triggers on every change) and the rate the listing's NGN prices used (migration 0013). */
export const catalogState = pgTable('catalog_state', {
  singleton: boolean('singleton').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  listingNgnPerUsd: numeric('listing_ngn_per_usd', { precision: 14, scale: 4 }),
});

/** What the store's list, filters and sorts read, one narrow row per product (migration 0013), kept by catalog/listingIndex.ts. */
export const productListing = pgTable('product_listing', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull(),
  categoryName: text('category_name').notNull(),
  inStock: boolean('in_stock').notNull(),
  onSale: boolean('on_sale').notNull(),
  priceUsdMinor: bigint('price_usd_minor', { mode: 'number' }).notNull(),
  priceNgnMinor: bigint('price_ngn_minor', { mode: 'number' }).notNull(),
  brandMask: integer('brand_mask').notNull(),
  colorMask: integer('color_mask').notNull(),
  sizeMask: integer('size_mask').notNull(),
  sortTitle: text('sort_title').notNull(),
});

/** What search reads (migration 0013); its tsvectors (`words`, `title_words`, `heading`) are left out: only SQL written for them reads them. */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull(),
});

/** Every word of the titles and categories, for matching a search's word with a typo (migration 0013). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductPriceRow = typeof productPrices.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
