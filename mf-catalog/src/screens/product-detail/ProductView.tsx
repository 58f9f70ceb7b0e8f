// The product page's content: breadcrumbs, the picture gallery, category, title, rating, price and license,
// quantity, add to cart, badges, audio sample, and the sticky add-to-cart bar.
import type { Product } from '@storefront/shared';
import { usePurchase } from '../../hooks/usePurchase';
import { ProductGallery } from '../../components/ProductGallery/ProductGallery';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { productBreadcrumbs } from '../../components/Breadcrumbs/productBreadcrumbs';
import { ProductRating } from '../../components/ProductRating/ProductRating';
import { PurchasePanel } from '../../components/PurchasePanel/PurchasePanel';
import { PaymentBadges } from '../../components/PaymentBadges/PaymentBadges';
import { AudioPlayer } from '../../components/AudioPlayer/AudioPlayer';
import { categoryOf } from '../../store-filters/filterProducts';
import { SecondaryActions } from './SecondaryActions';
import { StickyAddToCart } from './StickyAddToCart';
import { useProductMetadata } from './metadata/useProductMetadata';
import styles from './ProductDetail.module.css';

export function ProductView({ product }: { product: Product }) {
  const purchase = usePurchase(product);
  useProductMetadata(product);
  return (
    <>
      <Breadcrumbs crumbs={productBreadcrumbs(product)} />
      <div className={styles.detail}>
        <ProductGallery product={product} />
        <div className={styles.info}>
          <p className={styles.category}>{categoryOf(product)}</p>
          <h1 className={styles.title}>{product.title}</h1>
          <ProductRating product={product} />
          <PurchasePanel product={product} purchase={purchase} />
          {product.sample_url && <AudioPlayer key={product.sample_url} src={product.sample_url} title={product.title} />}
          {product.description && <p className={styles.description}>{product.description}</p>}
          <SecondaryActions product={product} />
          <PaymentBadges />
        </div>
      </div>
      <StickyAddToCart product={product} purchase={purchase} />
    </>
  );
}
