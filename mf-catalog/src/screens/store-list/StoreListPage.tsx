// Our Store (/store-list, linked from the top bar): the store catalogue under its own title.
import { StoreCatalog } from '../store/StoreCatalog';

export default function StoreListPage() {
  return <StoreCatalog title="Our Store" />;
}
