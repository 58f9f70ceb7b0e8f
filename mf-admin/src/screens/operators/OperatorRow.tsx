// One operator account: role, last sign-in, sessions, lock; End sessions and Unlock with the API's answer.
import { useState } from 'react';
import type { OperatorAccount } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useRevokeSessionsMutation, useUnlockOperatorMutation } from '../../apiClient/ownerApi';
import { Notice } from '../../components/Notice';
import { formatDateTime } from '../../format/format';
import ui from '../../components/ui.module.css';

export function OperatorRow({ account, isYou }: { account: OperatorAccount; isYou: boolean }) {
  const [revoke, revoked] = useRevokeSessionsMutation();
  const [unlock, unlocked] = useUnlockOperatorMutation();
  // The last action's answer, whichever of the two it was.
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const act = async (action: typeof revoke) => {
    const result = await action(account.id);
    setAnswer('data' in result && result.data ? { tone: 'success', text: result.data.message } : { tone: 'error', text: apiMessage(result.error) });
  };
  return (
    <tr>
      <th scope="row">
        {account.email}
        {isYou ? ' (you)' : ''}
      </th>
      <td>{account.role}</td>
      <td>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'never'}</td>
      <td>{account.activeSessions}</td>
      <td>{account.lockedUntil ? `until ${formatDateTime(account.lockedUntil)}` : 'no'}</td>
      <td>
        <div className={ui.actions}>
          <button type="button" className={ui.secondary} disabled={!account.activeSessions || revoked.isLoading} onClick={() => act(revoke)}>
            End sessions<span className={ui.visuallyHidden}> of {account.email}</span>
          </button>
          {account.lockedUntil ? (
            <button type="button" className={ui.secondary} disabled={unlocked.isLoading} onClick={() => act(unlock)}>
              Unlock<span className={ui.visuallyHidden}> {account.email}</span>
            </button>
          ) : null}
        </div>
        {answer ? <Notice tone={answer.tone}>{answer.text}</Notice> : null}
      </td>
    </tr>
  );
}
