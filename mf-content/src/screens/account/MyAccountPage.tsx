// My account (/my-account): the signed-in customer's details and password (AccountDetailsForm), and their data (YourData).
import { AccountDetailsForm } from './AccountDetailsForm';
import { AccountLayout } from './AccountLayout';
import { YourData } from './YourData';

export default function MyAccountPage() {
  return (
    <AccountLayout title="My Account">
      {(customer) => (
        <>
          <AccountDetailsForm key={customer.id} customer={customer} />
          <YourData customerId={customer.id} />
        </>
      )}
    </AccountLayout>
  );
}
