// The personal data an order lookup without proof of ownership may show: enough for the buyer to
// recognise their order, too little to learn anything about them.
import type { OrderLookup } from '@storefront/shared/schemas';

export const maskName = (name: string) => (name.trim() ? `${Array.from(name.trim())[0]}.` : '');

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email)[0]}***@${email.slice(at + 1)}`;
}

/** Only the last two digits stay. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return '*'.repeat(Math.max(0, digits.length - 2)) + digits.slice(-2);
}

export function maskOrderLookup(order: OrderLookup): OrderLookup {
  return {
    ...order,
    customer: {
      first_name: maskName(order.customer.first_name),
      last_name: maskName(order.customer.last_name),
      email: maskEmail(order.customer.email),
      phone: maskPhone(order.customer.phone),
    },
    address: { street: '', city: '', postalCode: '', state: order.address.state, country: order.address.country },
  };
}
