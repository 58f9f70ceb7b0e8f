// The Customer Information card (name, e-mail, phone) shown by the order confirmation and payment result pages.
import type { OrderCustomer } from '@storefront/shared';
import { InfoCard } from '../InfoCard/InfoCard';

export function CustomerCard({ customer }: { customer: OrderCustomer }) {
  return (
    <InfoCard title="Customer Information">
      <dl>
        <dt>Name</dt>
        <dd>
          {customer.first_name} {customer.last_name}
        </dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone}</dd>
      </dl>
    </InfoCard>
  );
}
