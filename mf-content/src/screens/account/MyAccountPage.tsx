// My account (/my-account): the signed-in customer's details and password (AccountDetailsForm).
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountLayout } from './AccountLayout';

export default function MyAccountPage() {
  return <AccountLayout title="My Account">{(customer) => <AccountDetailsForm key={customer.id} customer={customer} />}</AccountLayout>;
}
