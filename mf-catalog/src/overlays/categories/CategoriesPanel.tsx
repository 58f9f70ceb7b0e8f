// Categories side panel (SPEC §2): the shop's categories, each a link to the store filtered to it. (The spec's
// sample entries — For Women, For Men, For Kid, Accessories — led nowhere; the catalogue's own categories do.)
// Following a link changes the route, which closes the panel like every overlay.
import { Link } from 'react-router-dom';
import { type OverlayComponentProps, useCategories } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { DEFAULT_STORE_QUERY, writeStoreQuery } from '../../store-filters/storeQuery';
import styles from './CategoriesPanel.module.css';

export const categoryStoreLink = (name: string) => `/store?${writeStoreQuery({ ...DEFAULT_STORE_QUERY, category: name })}`;

export default function CategoriesPanel({ close }: OverlayComponentProps) {
  const { categories, categoriesStatus } = useCategories();
  let body;
  if (categoriesStatus.isLoading) body = <p role="status">Loading categories…</p>;
  else if (categoriesStatus.error) body = <p role="alert">{categoriesStatus.error}</p>;
  else
    body = (
      <ul className={styles.list}>
        <li className={styles.item}>
          <Link to="/store">All products</Link>
        </li>
        {categories.map(({ name }) => (
          <li key={name} className={styles.item}>
            <Link to={categoryStoreLink(name)}>{name}</Link>
          </li>
        ))}
      </ul>
    );
  return (
    <OverlayDialog title="Categories" close={close} shape="panel">
      {body}
    </OverlayDialog>
  );
}
