// Turns a product row and its license prices into the Product JSON the storefront reads (SPEC §3).
import type { ProductPriceRow, ProductRow } from './catalogTables';
import { CURRENCIES, type ShownPrice } from '@storefront/shared/schemas';
import { type Currency, decimalToAmount, fromUsdMinor, minorToAmount, toMinorUnits } from '../money';
import { backViewLabel } from '../media/pictures/productPicture';
import { productGallery, productPictureUrl } from '../media/pictures/pictureUrls';
import { uploadOf, uploadedGallery } from '../media/pictures/uploadedPictures';
import { categoryByName } from './categories';
import type { Product } from '@storefront/shared/schemas';

const optionalAmount = (decimal: string | null) => (decimal === null ? null : decimalToAmount(decimal));

export function toProductJson(row: ProductRow, prices: readonly ProductPriceRow[]): Product {
  const oldPrice = optionalAmount(row.oldPrice);
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    image_url: row.imageUrl,
    imgSrc: row.imageUrl,
    imgHover: row.imageHoverUrl,
    imgHoverSrc: row.imageHoverUrl,
    alt: row.imageAlt,
    images: galleryOf(row),
    width: row.imageWidth,
    height: row.imageHeight,
    category: { name: row.categoryName },
    category_name: row.categoryName,
    sample_url: row.sampleUrl,
    price: decimalToAmount(row.price),
    oldPrice,
    originalPrice: oldPrice,
    salePrice: optionalAmount(row.salePrice),
    prices: prices.map((price) => ({
      license_type: price.licenseType,
      usd_amount: decimalToAmount(price.usdAmount),
      ngn_amount: decimalToAmount(price.ngnAmount),
    })),
    amounts: shownAmounts(row, prices),
    isOnSale: row.isOnSale,
    hotSale: row.hotSale,
    salePercentage: row.salePercentage,
    sale: row.saleBadge,
    saleText: row.saleText,
    discount: row.discountPercent,
    countdown: row.countdownSeconds,
    sizes: row.sizes ?? null,
    colors: row.colors,
    inStock: row.inStock,
    available: row.available,
    sold: row.sold,
    progressBar: row.progressBar,
    rating: row.rating,
    reviews: row.reviewCount,
    review_count: row.reviewCount,
    filterBrands: row.filterBrands,
    filterColor: row.filterColors,
    filterSizes: row.filterSizes,
    tabFilterOptions: row.tabFilterOptions,
    tabFilterOptions2: row.tabFilterOptions2,
    addToCart: row.addToCartLabel,
  };
}

/**
 * The tier a licensed product's card shows (SPEC §5: the one named Standard, case-insensitively, else the first;
 * `prices` come cheapest first). The listing's prices use the same rule (listingIndex.ts).
 */
export function cardTier(prices: readonly ProductPriceRow[]): ProductPriceRow | undefined {
  return prices.find((price) => price.licenseType.trim().toLowerCase() === 'standard') ?? prices[0];
}

/** The card's price in every currency: a licensed product's card tier, else its own USD price at the store's rate. */
function shownAmounts(row: ProductRow, prices: readonly ProductPriceRow[]): Record<Currency, ShownPrice> {
  const tier = cardTier(prices);
  const inCurrency = (currency: Currency): ShownPrice => {
    if (tier) return { price: decimalToAmount(currency === 'NGN' ? tier.ngnAmount : tier.usdAmount), oldPrice: null };
    const old = row.oldPrice === null ? null : minorToAmount(fromUsdMinor(toMinorUnits(row.oldPrice), currency));
    return { price: minorToAmount(fromUsdMinor(toMinorUnits(row.price), currency)), oldPrice: old };
  };
  return Object.fromEntries(CURRENCIES.map((currency) => [currency, inCurrency(currency)])) as Record<Currency, ShownPrice>;
}

/** The drawn views of a product whose picture is the drawn one, an uploaded picture in its widths, or its own picture. */
function galleryOf(row: ProductRow): Product['images'] {
  const upload = uploadOf(row.imageUrl);
  if (upload) return uploadedGallery(upload);
  if (row.imageUrl === productPictureUrl(row.id, 'front', row.imageWidth)) {
    return productGallery(row.id, backViewLabel(categoryByName(row.categoryName)?.slug ?? '', row.title));
  }
  return [{ label: 'Front', src: row.imageUrl, srcSet: '', thumbSrc: row.imageUrl }];
}
