// The quick view's content for a loaded product: picture, category, title, description, purchase controls, link to the page.
import { Link } from 'react-router-dom';
import type { Product } from '@storefront/shared';
import { PurchasePanel } from '../../components/PurchasePanel/PurchasePanel';
import { usePurchase } from '../../hooks/usePurchase';
import { categoryOf } from '../../store-filters/filterProducts';
import styles from './QuickView.module.css';

export function QuickViewBody({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  return (
    <div className={styles.layout}>
      <img src={product.imgSrc ?? product.image_url} alt={product.alt ?? product.title} width={600} height={600} className={styles.image} />
      <div className={styles.info}>
        <p className={styles.category}>{categoryOf(product)}</p>
        <h3 className={styles.title}>{product.title}</h3>
        {product.description && <p className={styles.description}>{product.description}</p>}
        <PurchasePanel product={product} purchase={purchase} />
        <Link to={`/product-detail/${product.id}`}>View full details</Link>
      </div>
    </div>
  );
}
