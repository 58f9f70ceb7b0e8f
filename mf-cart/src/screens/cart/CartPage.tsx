// Cart page (/cart and /shopping-cart): the lines as a table, the order summary and the way to checkout.
import { Link } from 'react-router-dom';
import {
  formatPrice,
  removeFromCart,
  selectCartItems,
  selectCartTotal,
  selectCurrency,
  unitPrice,
  updateQuantity,
  useAppDispatch,
  useAppSelector,
} from '@storefront/shared';
import { QuantityControl } from '../../components/QuantityControl/QuantityControl';
import styles from './CartPage.module.css';

export default function CartPage() {
  const items = useAppSelector(selectCartItems);
  const currency = useAppSelector(selectCurrency);
  const total = useAppSelector(selectCartTotal);
  const dispatch = useAppDispatch();

  return (
    <div className={styles.page} data-boundary="cart">
      <h1>Shopping Cart</h1>
      {items.length === 0 ? (
        <p className={styles.empty}>
          Your cart is empty. <Link to="/store">Continue shopping</Link>
        </p>
      ) : (
        <div className={styles.layout}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Total Price</th>
                <th scope="col"><span className="visually-hidden">Remove</span></th>
              </tr>
            </thead>
            <tbody>
              {items.map((line) => {
                const price = unitPrice(line, currency);
                return (
                  <tr key={line.id} data-cart-line={line.id}>
                    <td>
                      <Link to={`/product-detail/${line.id}`}>{line.title}</Link>
                      {line.selectedLicense && <span className={styles.license}>{line.selectedLicense} license</span>}
                    </td>
                    <td>{price === null ? '' : formatPrice(price, currency)}</td>
                    <td>
                      <QuantityControl value={line.quantity} label={line.title} onChange={(quantity) => dispatch(updateQuantity({ id: line.id, quantity }))} />
                    </td>
                    <td>{price === null ? '' : formatPrice(price * line.quantity, currency)}</td>
                    <td>
                      <button type="button" className={styles.remove} onClick={() => dispatch(removeFromCart(line.id))} aria-label={`Remove ${line.title}`}>
                        Remove
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <aside className={styles.summary} aria-labelledby="order-summary">
            <h2 id="order-summary">Order Summary</h2>
            <p>
              Subtotal <strong>{formatPrice(total, currency)}</strong>
            </p>
            <p>
              Total <strong data-testid="cart-total">{formatPrice(total, currency)}</strong>
            </p>
            <Link to="/checkout" className={styles.checkout}>
              Process To Checkout
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
