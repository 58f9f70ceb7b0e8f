// Builds the seed catalogue deterministically: products 1-340 spread over the fourteen sample categories and
// digital audio packs 341-364 sold under license tiers. Each product draws from its own seeded sequence, so
// changing how one field is generated does not reshuffle every other product.
import type { CategoryRow, NewProductRow, ProductColor, ProductPriceRow } from './catalogTables';
import { PICTURE_SIZE } from '../media/pictures/productPicture';
import { productPictureUrl } from '../media/pictures/pictureUrls';
import { toDecimalString, toMinorUnits } from '../money';
import {
  ALL_CATEGORIES,
  APPAREL_SIZES,
  BRANDS,
  type CategoryDefinition,
  DIGITAL_AUDIO_CATEGORY,
  FILTER_SIZES,
  PHYSICAL_CATEGORIES,
  PRODUCT_COLORS,
  WEIGHT_SIZES,
  categoryImageUrl,
} from './categories';
import { LICENSE_PRICES } from './licenses';
import { createRandom, seedFrom, type Random } from './prng';
import { AUDIO_PACKS, VOCABULARY } from './vocabulary';

export const PHYSICAL_PRODUCT_COUNT = 340;
export const FIRST_AUDIO_PRODUCT_ID = PHYSICAL_PRODUCT_COUNT + 1;
/** Products 1-364: the seed. A generated big catalogue (largeCatalog.ts) adds products after them. */
export const SEED_PRODUCT_COUNT = PHYSICAL_PRODUCT_COUNT + AUDIO_PACKS.length;
/** SPEC §9: the countdown sample value. */
export const SALE_COUNTDOWN_SECONDS = 1007500;

/** Home's featured carousel: two audio packs first (the hero plays a sample), then a mix of categories. */
export const FEATURED_PRODUCT_IDS: readonly number[] = [341, 348, 1, 2, 3, 18, 33, 47, 64, 79, 96, 110];

/** Mostly 59.99-219.99, with a few cheaper and dearer items between 16.95 and 350 (SPEC §9). */
const USUAL_PRICES = [
  '59.99',
  '64.99',
  '69.99',
  '74.99',
  '79.99',
  '89.99',
  '99.99',
  '109.99',
  '119.99',
  '129.99',
  '139.99',
  '149.99',
  '159.99',
  '169.99',
  '179.99',
  '189.99',
  '199.99',
  '209.99',
  '219.99',
];
const OUTLYING_PRICES = ['16.95', '19.99', '24.95', '29.99', '34.95', '39.99', '44.99', '49.99', '239.99', '259.99', '289.99', '299.99', '325.00', '350.00'];
export const DISCOUNT_PERCENTS: readonly number[] = [10, 15, 20, 25, 30];
/** Low ids fill the first store page and the e2e journeys; keep them buyable. */
const ALWAYS_IN_STOCK_BELOW_ID = 41;

export interface CatalogSeed {
  categories: CategoryRow[];
  products: NewProductRow[];
  prices: ProductPriceRow[];
}

export function generateCatalog(): CatalogSeed {
  const products: NewProductRow[] = [];
  const titlesByCategory = new Map(PHYSICAL_CATEGORIES.map((category) => [category.slug, titlesFor(category)]));

  for (let id = 1; id <= PHYSICAL_PRODUCT_COUNT; id++) {
    const category = PHYSICAL_CATEGORIES[(id - 1) % PHYSICAL_CATEGORIES.length];
    const title = titlesByCategory.get(category.slug)![Math.floor((id - 1) / PHYSICAL_CATEGORIES.length)];
    products.push(physicalProduct(id, title, category));
  }

  const prices: ProductPriceRow[] = [];
  AUDIO_PACKS.forEach((pack, index) => {
    const id = FIRST_AUDIO_PRODUCT_ID + index;
    products.push(audioProduct(id, pack.title, pack.genre));
    for (const license of LICENSE_PRICES) prices.push({ productId: id, ...license });
  });

  const categories = ALL_CATEGORIES.map((category, position) => ({
    name: category.name,
    slug: category.slug,
    imageUrl: categoryImageUrl(category.slug),
    position,
  }));
  return { categories, products, prices };
}

/** Every prefix × noun pair of the category, in a stable shuffled order. */
function titlesFor(category: CategoryDefinition): string[] {
  const { prefixes, nouns } = VOCABULARY[category.slug];
  const pairs = prefixes.flatMap((prefix) => nouns.map((noun) => `${prefix} ${noun}`));
  return createRandom(seedFrom(`titles:${category.slug}`)).shuffle(pairs);
}

function physicalProduct(id: number, title: string, category: CategoryDefinition): NewProductRow {
  const random = createRandom(seedFrom(`product:${id}`));
  const price = random.chance(0.8) ? random.pick(USUAL_PRICES) : random.pick(OUTLYING_PRICES);
  const featured = FEATURED_PRODUCT_IDS.includes(id);
  const isOnSale = random.chance(0.3);
  const discountPercent = isOnSale ? random.pick(DISCOUNT_PERCENTS) : null;
  const hotSale = isOnSale && random.chance(0.4);
  const colors = category.colored ? colorsFor(id, title, random) : [];
  const sold = random.int(50, 70);
  const apparel = category.sizing === 'apparel';

  return {
    ...commonFields(id, title, category, describe(title, category, random)),
    ...saleFields(id, price, discountPercent, hotSale),
    sizes: sizesFor(category),
    colors,
    inStock: id < ALWAYS_IN_STOCK_BELOW_ID || featured || !random.chance(0.06),
    available: random.int(30, 50),
    sold,
    progressBar: random.int(60, 80),
    rating: random.pick([2, 3, 4, 4, 4, 5, 5, 5]),
    reviewCount: random.int(0, 240),
    filterBrands: category.branded ? [random.pick(BRANDS)] : [],
    filterColors: colors.map((color) => color.name),
    filterSizes: apparel ? filterSizesFor(random) : [],
    tabFilterOptions: tabLabels(isOnSale, sold, random),
    tabFilterOptions2: category.tabs.length > 0 ? [random.pick(category.tabs)] : [],
    addToCartLabel: apparel && id % 3 === 0 ? 'Quick Add' : 'ADD TO CART',
    featuredRank: featured ? FEATURED_PRODUCT_IDS.indexOf(id) + 1 : null,
  };
}

function audioProduct(id: number, title: string, genre: string): NewProductRow {
  const random = createRandom(seedFrom(`product:${id}`));
  const [packName] = title.split(' — ');
  const description =
    `${packName} is a collection of royalty-free ${genre} audio: mixed loops, one-shots and stems as 24-bit WAV, ` +
    `tempo- and key-labelled for any DAW. Play the sample, then choose the license that fits your project — ` +
    `Standard, Extended or Premium.`;
  return digitalAudioProduct(id, title, description, LICENSE_PRICES[0].usdAmount, random);
}

/** A Digital Audio product sold under license tiers; `standardUsd` is its Standard tier's price. */
export function digitalAudioProduct(id: number, title: string, description: string, standardUsd: string, random: Random): NewProductRow {
  return {
    ...commonFields(id, title, DIGITAL_AUDIO_CATEGORY, description),
    sampleUrl: `/media/audio/${id}.wav`,
    // The card shows the Standard license price; `price` mirrors it for sorting and filtering by price.
    price: standardUsd,
    oldPrice: null,
    salePrice: null,
    isOnSale: false,
    hotSale: false,
    salePercentage: null,
    saleBadge: null,
    saleText: null,
    discountPercent: null,
    countdownSeconds: null,
    sizes: null,
    colors: [],
    inStock: true,
    available: random.int(30, 50),
    sold: random.int(50, 70),
    progressBar: random.int(60, 80),
    rating: random.pick([4, 5, 5]),
    reviewCount: random.int(5, 180),
    filterBrands: [],
    filterColors: [],
    filterSizes: [],
    tabFilterOptions: random.chance(0.5) ? ['New Arrivals'] : ['Best Seller'],
    tabFilterOptions2: [...DIGITAL_AUDIO_CATEGORY.tabs],
    addToCartLabel: 'ADD TO CART',
    featuredRank: FEATURED_PRODUCT_IDS.includes(id) ? FEATURED_PRODUCT_IDS.indexOf(id) + 1 : null,
  };
}

export function commonFields(id: number, title: string, category: CategoryDefinition, description: string) {
  return {
    id,
    title,
    description,
    categoryName: category.name,
    imageUrl: productPictureUrl(id, 'front', PICTURE_SIZE),
    imageHoverUrl: productPictureUrl(id, 'back', PICTURE_SIZE),
    imageAlt: `${title} — ${category.name}`,
    imageWidth: PICTURE_SIZE,
    imageHeight: PICTURE_SIZE,
    sampleUrl: null,
  };
}

function describe(title: string, category: CategoryDefinition, random: Random): string {
  const words = VOCABULARY[category.slug];
  const [first, second] = random.shuffle(words.features);
  return (
    `${title}, made with ${first} and ${second}. Perfect for ${random.pick(words.uses)}. ` +
    `Part of our ${category.name.toLowerCase()} collection; ships within two working days.`
  );
}

/** The price fields of a physical product, on sale when `discountPercent` is set. */
export function saleFields(id: number, price: string, discountPercent: number | null, hotSale: boolean) {
  const isOnSale = discountPercent !== null;
  return {
    price,
    oldPrice: discountPercent === null ? null : priceBeforeDiscount(price, discountPercent),
    // A handful carry the legacy salePrice; it always equals the price actually charged.
    salePrice: isOnSale && id % 7 === 0 ? price : null,
    isOnSale,
    hotSale,
    salePercentage: discountPercent === null ? null : `${discountPercent}%`,
    saleBadge: discountPercent === null ? null : `-${discountPercent}%`,
    saleText: discountPercent === null ? null : `${hotSale ? 'Hot Sale' : 'Sale'} ${discountPercent}% Off`,
    discountPercent,
    countdownSeconds: hotSale ? SALE_COUNTDOWN_SECONDS : null,
  };
}

/** The sizes a product page offers: S-XL for apparel, weights for food and pet supplies. */
export function sizesFor(category: CategoryDefinition): string[] | null {
  return category.sizing === 'apparel' ? [...APPAREL_SIZES] : category.sizing === 'weight' ? [...WEIGHT_SIZES] : null;
}

/** The pre-sale price, rounded up to the next .99 so the discount reads as at least the stated percentage. */
export function priceBeforeDiscount(price: string, discountPercent: number): string {
  const exact = (toMinorUnits(price) * 100) / (100 - discountPercent);
  return toDecimalString(Math.ceil(exact / 100) * 100 - 1);
}

export function colorsFor(id: number, title: string, random: Random): ProductColor[] {
  const count = random.int(2, 3);
  return random
    .shuffle(PRODUCT_COLORS)
    .slice(0, count)
    .map((color) => ({
      bgColor: color.hex,
      imgSrc: productPictureUrl(id, 'front', PICTURE_SIZE, color.slug),
      name: color.name,
      alt: `${title} in ${color.name}`,
    }));
}

/** A run of three to five neighbouring sizes, e.g. S-XL. */
export function filterSizesFor(random: Random): string[] {
  const length = random.int(3, 5);
  const start = random.int(0, FILTER_SIZES.length - length);
  return FILTER_SIZES.slice(start, start + length);
}

export function tabLabels(isOnSale: boolean, sold: number, random: Random): string[] {
  const labels: string[] = [];
  if (random.chance(0.35)) labels.push('New Arrivals');
  if (isOnSale) labels.push('On Sale');
  if (sold >= 63) labels.push('Best Seller');
  return labels;
}
