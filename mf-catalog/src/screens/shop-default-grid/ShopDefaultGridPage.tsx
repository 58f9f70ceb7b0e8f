// Product listing (/shop-default-grid, linked from search quick links and the empty wishlist): the store catalogue under its own title.
import { StoreCatalog } from '../store/StoreCatalog';

export default function ShopDefaultGridPage() {
  return <StoreCatalog title="Product Listing" />;
}
