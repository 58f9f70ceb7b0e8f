// A product in a grid, list or carousel: picture, sale badges, title link, price (SPEC §5) and the card's buttons (SPEC §2).
import { Link } from 'react-router-dom';
import { cardPrice, selectCurrency, useAppSelector, type Product } from '@storefront/shared';
import { ProductImage } from '../ProductImage/ProductImage';
import { categoryOf } from '../../store-filters/filterProducts';
import { SaleBadges } from './SaleBadges';
import { CardTools } from './CardTools';
import { CardAddButton } from './CardAddButton';
import { OldPrice } from './OldPrice';
import styles from './ProductCard.module.css';

interface Props {
  product: Product;
  /** The list layout shows the description beside the picture. */
  variant?: 'grid' | 'list';
  eager?: boolean;
}

export function ProductCard({ product, variant = 'grid', eager = false }: Props) {
  const currency = useAppSelector(selectCurrency);
  const href = `/product-detail/${product.id}`;
  return (
    <article className={`${styles.card} ${variant === 'list' ? styles.list : ''}`} data-product-id={product.id}>
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} eager={eager} />
        </Link>
        <SaleBadges product={product} />
        <CardTools product={product} />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{categoryOf(product)}</p>
        <h3 className={styles.title}>
          <Link to={href}>{product.title}</Link>
        </h3>
        <p className={styles.price}>
          <span data-testid="card-price">{cardPrice(product, currency)}</span> <OldPrice product={product} />
        </p>
        {variant === 'list' && product.description && <p className={styles.description}>{product.description}</p>}
        <CardAddButton product={product} />
      </div>
    </article>
  );
}
