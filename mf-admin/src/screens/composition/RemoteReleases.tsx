// One remote on the composition page: its releases (canary, live, earlier) with their health side by side, the
// canaries the store aborted, and — for owners — promote, abort and roll back, each behind a confirmation.
import { useState } from 'react';
import type { CompositionAction } from '@storefront/shared/admin';
import type { RemoteComposition } from '@storefront/shared/schemas/admin';
import { ActionOutcome, type Outcome } from '../order/ActionOutcome';
import { formatDateTime } from '../../format/format';
import { useOperator } from '../../session/useOperator';
import ui from '../../components/ui.module.css';
import { ReleaseActionDialog } from './ReleaseActionDialog';
import { ReleaseHealthTable } from './ReleaseHealthTable';

export function RemoteReleases({ composition }: { composition: RemoteComposition }) {
  const { may } = useOperator();
  const [action, setAction] = useState<CompositionAction | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { remote, live, canary, history, aborted } = composition;
  const headingId = `remote-${remote}`;
  const actions: { action: CompositionAction; label: string }[] = may('releases:manage')
    ? [
        ...(canary
          ? [
              { action: 'promote' as const, label: 'Promote canary' },
              { action: 'abort' as const, label: 'Abort canary' },
            ]
          : []),
        ...(history.length > 1 ? [{ action: 'rollback' as const, label: `Roll back to ${history[1]}` }] : []),
      ]
    : [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>mf-{remote}</h2>
      <p>
        {live ? (
          <>
            Live: <strong>{live}</strong>
            {canary ? (
              <>
                {' '}
                for {100 - canary.percent} % of browsers; canary <strong>{canary.release}</strong> for {canary.percent} %.
              </>
            ) : (
              ' for every browser.'
            )}
          </>
        ) : (
          'No release deployed: the store serves the workspace build.'
        )}
      </p>
      {live ? <ReleaseHealthTable composition={composition} /> : null}
      {aborted.length ? (
        <p>
          Aborted by the store:{' '}
          {aborted.map((entry, index) => (
            <span key={entry.release}>
              {index ? ', ' : ''}
              {entry.release} ({formatDateTime(entry.at)})
            </span>
          ))}
          .
        </p>
      ) : null}
      {actions.length ? (
        <div className={ui.actions}>
          {actions.map((item) => (
            <button
              key={item.action}
              type="button"
              className={item.action === 'promote' ? ui.button : ui.secondary}
              onClick={() => {
                setOutcome(null);
                setAction(item.action);
              }}
            >
              {item.label}
              <span className={ui.visuallyHidden}> of mf-{remote}</span>
            </button>
          ))}
        </div>
      ) : null}
      <ActionOutcome outcome={outcome} />
      {action ? (
        <ReleaseActionDialog
          composition={composition}
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setOutcome({ message, takeFocus: true });
          }}
        />
      ) : null}
    </section>
  );
}
