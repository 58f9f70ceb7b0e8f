// The big catalogue on demand: products after the seed's 364, each derived from its own seeded sequence
// (`large:<id>`), so any one can be made alone — the generator streams them in batches — and the same id always
// yields the same product. About 3% are Digital Audio packs under license tiers; the rest spread over the fourteen
// physical categories with the words of largeVocabulary.ts and the seed's field shapes (generateCatalog.ts).
import type { NewProductRow, ProductPriceRow } from './catalogTables';
import { PER_USD, toDecimalString } from '../money';
import { BRANDS, type CategoryDefinition, PHYSICAL_CATEGORIES } from './categories';
import {
  DISCOUNT_PERCENTS,
  SEED_PRODUCT_COUNT,
  colorsFor,
  commonFields,
  digitalAudioProduct,
  filterSizesFor,
  saleFields,
  sizesFor,
  tabLabels,
} from './generateCatalog';
import {
  AUDIO_EXTRAS,
  AUDIO_GENRES,
  AUDIO_KINDS,
  AUDIO_TITLE_FIRST,
  AUDIO_TITLE_SECOND,
  LARGE_VOCABULARY,
  type LargeCategoryVocabulary,
} from './largeVocabulary';
import { createRandom, seedFrom, type Random } from './prng';

export { SEED_PRODUCT_COUNT };
/** The most products `npm run catalog:generate` makes. */
export const MAX_GENERATED_PRODUCTS = 1_000_000;

/** Share of generated products that are Digital Audio packs. */
const DIGITAL_SHARE = 0.03;
const ON_SALE_SHARE = 0.25;
const OUT_OF_STOCK_SHARE = 0.08;
/** Share of a branded category's products that carry one of the listed brands. */
const BRANDED_SHARE = 0.7;
/** Share of physical products priced outside the usual 16.95-350. */
const OUTLIER_SHARE = 0.08;
const CHEAP_PRICES: readonly [number, number] = [5, 15.99];
const DEAR_PRICES: readonly [number, number] = [350.49, 899.99];
const CENTS = [99, 99, 99, 99, 95, 95, 49, 0];
/** A pack's Standard license price in USD minor units; Extended is about 5× it and Premium about 12×. */
const STANDARD_LICENSE_MINOR = [999, 1299, 1499, 1799, 1999, 2499, 2999, 3499, 3999, 4499, 4999];
const EXTENDED_FACTOR = 5;
const PREMIUM_FACTOR = 12;

export interface GeneratedProduct {
  product: NewProductRow;
  /** License tiers; empty for a physical product. */
  prices: ProductPriceRow[];
}

/** Product `id` (after the seed's) of the big catalogue. */
export function largeProduct(id: number): GeneratedProduct {
  if (!Number.isSafeInteger(id) || id <= SEED_PRODUCT_COUNT)
    throw new RangeError(`Generated products start after the seed's ${SEED_PRODUCT_COUNT}; got id ${id}`);
  const random = createRandom(seedFrom(`large:${id}`));
  return random.chance(DIGITAL_SHARE) ? audioPack(id, random) : { product: physicalProduct(id, random), prices: [] };
}

function physicalProduct(id: number, random: Random): NewProductRow {
  const category = random.pick(PHYSICAL_CATEGORIES);
  const words = LARGE_VOCABULARY[category.slug];
  const kind = random.pick(words.kinds);
  const title = titleOf(words, kind, random);
  const price = priceOf(kind.priceRange ?? words.priceRange, words.outliers, random);
  const discountPercent = random.chance(ON_SALE_SHARE) ? random.pick(DISCOUNT_PERCENTS) : null;
  const hotSale = discountPercent !== null && random.chance(0.4);
  const colors = category.colored ? colorsFor(id, title, random) : [];
  const sold = random.int(50, 70);
  const apparel = category.sizing === 'apparel';

  return {
    ...commonFields(id, title, category, describe(title, category, words, random)),
    ...saleFields(id, price, discountPercent, hotSale),
    sizes: sizesFor(category),
    colors,
    inStock: !random.chance(OUT_OF_STOCK_SHARE),
    available: random.int(30, 50),
    sold,
    progressBar: random.int(60, 80),
    rating: random.pick([2, 3, 4, 4, 4, 5, 5, 5]),
    reviewCount: random.int(0, 240),
    filterBrands: category.branded && random.chance(BRANDED_SHARE) ? [random.pick(BRANDS)] : [],
    filterColors: colors.map((color) => color.name),
    filterSizes: apparel ? filterSizesFor(random) : [],
    tabFilterOptions: tabLabels(discountPercent !== null, sold, random),
    tabFilterOptions2: kind.tab ? [kind.tab] : [],
    addToCartLabel: apparel && id % 3 === 0 ? 'Quick Add' : 'ADD TO CART',
    featuredRank: null,
  };
}

/** `[line] [qualifier] [material] noun [model]` with at least one word before the noun; books: `qualifier noun[: subtitle]`. */
function titleOf(words: LargeCategoryVocabulary, kind: LargeCategoryVocabulary['kinds'][number], random: Random): string {
  const noun = random.pick(kind.nouns);
  const models = kind.models ?? words.models;
  if (words.titleShape === 'book') {
    const opening = random.pick(words.qualifiers);
    const adjective = random.chance(0.7) ? random.pick(kind.materials) : null;
    const title = [opening, adjective, noun].filter((part) => part !== null).join(' ');
    return models.length > 0 && random.chance(0.5) ? `${title}: ${random.pick(models)}` : title;
  }
  const line = words.lines.length > 0 && random.chance(0.5) ? random.pick(words.lines) : null;
  let qualifier = random.chance(0.6) ? random.pick(words.qualifiers) : null;
  const material = kind.materials.length > 0 && random.chance(0.65) ? random.pick(kind.materials) : null;
  if (!line && !qualifier && !material) qualifier = random.pick(words.qualifiers);
  const model = models.length > 0 && random.chance(0.5) ? random.pick(models) : null;
  return [line, qualifier, material, noun, model].filter((part) => part !== null).join(' ');
}

/** Mostly within the category's usual range, log-uniformly (more cheap than dear), ending .99, .95, .49 or .00. */
function priceOf(usual: readonly [number, number], outliers: LargeCategoryVocabulary['outliers'], random: Random): string {
  let [low, high] = usual;
  if (random.chance(OUTLIER_SHARE)) {
    const below = outliers === 'below' || (outliers === 'both' && random.chance(0.5));
    [low, high] = below ? CHEAP_PRICES : DEAR_PRICES;
  }
  const value = low * Math.pow(high / low, random.next());
  const minor = Math.floor(value) * 100 + random.pick(CENTS);
  return toDecimalString(Math.min(Math.max(minor, Math.round(low * 100)), Math.round(high * 100)));
}

function describe(title: string, category: CategoryDefinition, words: LargeCategoryVocabulary, random: Random): string {
  const [first, second] = random.shuffle(words.features);
  const [use, otherUse] = random.shuffle(words.uses);
  const opening = random.pick([
    `${title}, made with ${first} and ${second}.`,
    `Designed around ${first}, finished with ${second}.`,
    `Crafted with ${first} and ${second}.`,
    `${title}: ${first} and ${second}, made to last.`,
  ]);
  const middle = random.pick([
    `Perfect for ${use}.`,
    `Made for ${use}.`,
    `A favourite for ${use}, and just as good for ${otherUse}.`,
    `Part of our ${category.name.toLowerCase()} collection, made for ${use}.`,
  ]);
  return random.chance(0.6) ? `${opening} ${middle} ${random.pick(words.notes)}` : `${opening} ${middle}`;
}

function audioPack(id: number, random: Random): GeneratedProduct {
  const name = `${random.pick(AUDIO_TITLE_FIRST)} ${random.pick(AUDIO_TITLE_SECOND)}`;
  const genre = random.pick(AUDIO_GENRES);
  const kind = random.pick(AUDIO_KINDS);
  const volume = random.chance(0.3) ? ` Vol. ${random.int(2, 6)}` : '';
  const title = `${name} — ${genre.label} ${kind.label}${volume}`;
  const files = random.int(8, 60) * 5;
  const slowest = random.int(14, 30) * 5;
  const description =
    `${name} is ${files} royalty-free ${genre.word} ${kind.contents} at ${slowest}-${slowest + random.int(1, 6) * 5} BPM, ` +
    `as 24-bit WAV labelled by tempo and key. ${random.pick(AUDIO_EXTRAS)} Play the sample, then choose the license ` +
    `that fits your project — Standard, Extended or Premium.`;
  const standardMinor = random.pick(STANDARD_LICENSE_MINOR);
  const tier = (licenseType: string, usdMinor: number): ProductPriceRow => ({
    productId: id,
    licenseType,
    usdAmount: toDecimalString(usdMinor),
    ngnAmount: toDecimalString(usdMinor * PER_USD.NGN),
  });
  const prices = [
    tier('Standard', standardMinor),
    tier('Extended', endingIn99(standardMinor * EXTENDED_FACTOR)),
    tier('Premium', endingIn99(standardMinor * PREMIUM_FACTOR)),
  ];
  return { product: digitalAudioProduct(id, title, description, prices[0].usdAmount, random), prices };
}

/** Up to the next whole amount, less a cent: 149.95 → 149.99. */
const endingIn99 = (minor: number) => Math.ceil(minor / 100) * 100 - 1;
