// A product as the console shows it (contract: AdminProductSchema), from its row and license prices.
import type { AdminProduct, AdminProductSummary } from '@storefront/shared/schemas/admin';
import type { ProductPriceRow, ProductRow } from '../../db/schema';
import { decimalToAmount } from '../../money';
import { productPictureUrl } from '../../media/pictures/pictureUrls';
import { uploadOf, uploadedPictureUrl } from '../../media/pictures/uploadedPictures';

const THUMBNAIL_WIDTH = 160;

export function productSummary(row: ProductRow, prices: readonly ProductPriceRow[]): AdminProductSummary {
  const upload = uploadOf(row.imageUrl);
  const lowestTier = [...prices].sort((a, b) => decimalToAmount(a.usdAmount) - decimalToAmount(b.usdAmount))[0];
  return {
    id: row.id,
    title: row.title,
    categoryName: row.categoryName,
    price: decimalToAmount(lowestTier ? lowestTier.usdAmount : row.price),
    inStock: row.inStock,
    available: row.available,
    visible: row.visible,
    thumbnailUrl: upload ? uploadedPictureUrl(row.id, upload.hash, THUMBNAIL_WIDTH) : productPictureUrl(row.id, 'front', THUMBNAIL_WIDTH),
  };
}

export function adminProductView(row: ProductRow, prices: readonly ProductPriceRow[], publicBaseUrl: string): AdminProduct {
  return {
    ...productSummary(row, prices),
    description: row.description,
    prices: prices.map((price) => ({
      licenseType: price.licenseType,
      usdAmount: decimalToAmount(price.usdAmount),
      ngnAmount: decimalToAmount(price.ngnAmount),
    })),
    imageUrl: row.imageUrl,
    imageUploaded: uploadOf(row.imageUrl) !== null,
    storefrontUrl: `${publicBaseUrl}/product-detail/${row.id}`,
  };
}
