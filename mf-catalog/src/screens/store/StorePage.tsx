// Store (/store), titled Store.
import { StoreCatalog } from './StoreCatalog';

export default function StorePage() {
  return <StoreCatalog title="Store" />;
}
