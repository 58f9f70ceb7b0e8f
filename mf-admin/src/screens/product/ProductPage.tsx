// /admin/products/:id: a product's details to edit, its picture to replace, and a link to its page in the store.
import { Link } from 'react-router-dom';
import { useGetProductQuery, useListCategoriesQuery } from '../../apiClient/catalogApi';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import ui from '../../components/ui.module.css';
import { ImageUpload } from './ImageUpload';
import { ProductForm } from './ProductForm';
import styles from './ProductPage.module.css';

export default function ProductPage({ id }: { id: string }) {
  const productId = /^\d+$/.test(id) ? Number(id) : 0;
  const { data: product, isLoading, error, refetch } = useGetProductQuery(productId, { skip: !productId });
  const { data: categories } = useListCategoriesQuery();
  return (
    <div className={styles.page} data-boundary="admin">
      <p>
        <Link className={ui.link} to="/admin/products">
          ← All products
        </Link>
      </p>
      <PageHeading title={product ? product.title : `Product ${id}`}>{product ? product.title : `Product ${id}`}</PageHeading>
      {productId ? <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the product" /> : <p role="alert">There is no product {id}.</p>}
      {product ? (
        <>
          <p>
            <a className={ui.link} href={product.storefrontUrl} target="_blank" rel="noreferrer">
              See its page in the store (opens in a new tab)
            </a>
          </p>
          <div className={styles.columns}>
            <ProductForm product={product} categories={categories} />
            <ImageUpload product={product} />
          </div>
        </>
      ) : null}
    </div>
  );
}
