// Quick view modal: a product's picture, category, title, price, license, quantity and add to cart without leaving the page.
import { Link } from 'react-router-dom';
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { PurchasePanel } from '../../components/PurchasePanel/PurchasePanel';
import { useOverlayProduct } from '../../hooks/useOverlayProduct';
import { categoryOf } from '../../store-filters/filterProducts';
import styles from './QuickView.module.css';

export default function QuickView({ close, props }: OverlayComponentProps) {
  const { product, isLoading, isError } = useOverlayProduct(props);
  return (
    <OverlayDialog title="Quick view" close={close} shape="wide">
      {isLoading ? (
        <p role="status">Loading product…</p>
      ) : isError || !product ? (
        <p role="alert">Sorry, we couldn't load the product details. Please try again.</p>
      ) : (
        <div className={styles.layout}>
          <img src={product.imgSrc ?? product.image_url} alt={product.alt ?? product.title} width={600} height={600} className={styles.image} />
          <div className={styles.info}>
            <p className={styles.category}>{categoryOf(product)}</p>
            <h3 className={styles.title}>{product.title}</h3>
            {product.description && <p className={styles.description}>{product.description}</p>}
            <PurchasePanel product={product} idPrefix="quick-view" />
            <Link to={`/product-detail/${product.id}`}>View full details</Link>
          </div>
        </div>
      )}
    </OverlayDialog>
  );
}
