// The two shapes a stored order is shown in: the order lookup (SPEC §3 "Order (from lookup)") and the payment
// verification answer (SPEC §3 "Order (from payment verification)").
import type { OrderRow } from './orderTables';
import { decimalToAmount } from '../money';
import { paymentMethodName } from '../payments/paymentMethods';
import type { VerifiedOrder, OrderCustomer, OrderLookup } from '@storefront/shared/schemas';
import type { StoredOrder } from './orderRepository';

function customerOf(order: OrderRow): OrderCustomer {
  return {
    first_name: order.customerFirstName,
    last_name: order.customerLastName,
    email: order.customerEmail,
    phone: order.customerPhone,
  };
}

export function toOrderLookup({ order, items }: StoredOrder): OrderLookup {
  return {
    id: order.id,
    status: order.status,
    customer: customerOf(order),
    address: {
      street: order.addressStreet,
      city: order.addressCity,
      state: order.addressState,
      postalCode: order.addressPostalCode,
      country: order.addressCountry,
    },
    order_items: items.map(toOrderItemLookup),
    total: decimalToAmount(order.total),
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    created_at: order.createdAt.toISOString(),
  };
}

/** One stored order line in the lookup shape; also what order tracking shows. */
export function toOrderItemLookup(item: StoredOrder['items'][number]): OrderLookup['order_items'][number] {
  return {
    title: item.title,
    license_type: item.licenseType,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    total_price: decimalToAmount(item.totalPrice),
  };
}

export function toVerifiedOrder({ order, items }: StoredOrder): VerifiedOrder {
  return {
    id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    payment_method: { name: paymentMethodName(order.paymentMethod) },
    total: decimalToAmount(order.total),
    currency: order.currency,
    customer: customerOf(order),
    items: items.map((item) => ({
      title: item.title,
      selectedLicense: item.licenseType,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      unitPrice: decimalToAmount(item.unitPrice),
      totalPrice: decimalToAmount(item.totalPrice),
    })),
  };
}
