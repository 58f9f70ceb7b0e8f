// /admin/operators (owners): the operator accounts; an owner ends an account's sessions (a lost laptop) or unlocks one
// locked after too many wrong passwords. Accounts are made with `npm run operator:create`.
import { useListOperatorsQuery } from '../../apiClient/ownerApi';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import { RequirePermission } from '../../session/RequirePermission';
import { useOperator } from '../../session/useOperator';
import { TableBox } from '../../components/TableBox';
import ui from '../../components/ui.module.css';
import { OperatorRow } from './OperatorRow';

function OperatorAccounts() {
  const { operator } = useOperator();
  const { data, isLoading, error, refetch } = useListOperatorsQuery();
  return (
    <>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the operators" />
      {data ? (
        <TableBox label="Operator accounts">
          <table className={ui.table}>
            <caption>Operator accounts</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Sessions</th>
                <th scope="col">Locked</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((account) => (
                <OperatorRow key={account.id} account={account} isYou={account.id === operator.id} />
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : null}
      <p className={ui.muted}>
        New accounts are made on the server with <code>npm run operator:create</code>.
      </p>
    </>
  );
}

export default function OperatorsPage() {
  return (
    <div data-boundary="admin">
      <RequirePermission permission="operators:manage" title="Operators">
        <PageHeading title="Operators">Operators</PageHeading>
        <OperatorAccounts />
      </RequirePermission>
    </div>
  );
}
