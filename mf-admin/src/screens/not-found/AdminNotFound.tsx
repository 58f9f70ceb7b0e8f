// An /admin address no console page has.
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';

export function AdminNotFound() {
  return (
    <>
      <PageHeading title="Not found">No such console page</PageHeading>
      <p>
        This address is not a page of the console. <Link to="/admin">Go to the dashboard</Link>.
      </p>
    </>
  );
}
