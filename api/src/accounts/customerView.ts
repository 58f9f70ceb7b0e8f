// The account as its holder sees it (contract: CustomerSchema): never the password's hash.
import type { Customer } from '@storefront/shared/schemas';
import type { CustomerRow } from './accountTables';

export const customerView = (customer: CustomerRow): Customer => ({
  id: customer.id,
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone,
  country: customer.country,
  emailVerified: customer.emailVerifiedAt !== null,
});
