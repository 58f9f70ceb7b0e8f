// Confirms promote, abort or roll back of one remote: says which release every browser gets afterwards, sends the
// switch (the API checks the owner's role and CSRF token and writes the audit entry) and shows a refusal in place.
import type { CompositionAction } from '@storefront/shared/admin';
import type { RemoteComposition } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useChangeReleaseMutation } from '../../apiClient/compositionApi';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import ui from '../../components/ui.module.css';

interface ReleaseActionDialogProps {
  composition: RemoteComposition;
  action: CompositionAction;
  onClose: () => void;
  onDone: (message: string) => void;
}

function wording({ remote, live, canary, history }: RemoteComposition, action: CompositionAction) {
  if (action === 'promote')
    return { title: `Promote the canary of mf-${remote}`, text: `Every browser gets ${canary?.release} from its next page load.`, confirm: 'Promote' };
  if (action === 'abort')
    return {
      title: `Abort the canary of mf-${remote}`,
      text: `Every browser gets the live release ${live} again from its next page load.`,
      confirm: 'Abort canary',
    };
  return {
    title: `Roll back mf-${remote}`,
    text: `Every browser gets ${history[1]} instead of ${live} from its next page load${canary ? ', and the canary ends' : ''}.`,
    confirm: 'Roll back',
  };
}

export function ReleaseActionDialog({ composition, action, onClose, onDone }: ReleaseActionDialogProps) {
  const [change, { isLoading, error }] = useChangeReleaseMutation();
  const { title, text, confirm } = wording(composition, action);
  const submit = async () => {
    const answer = await change({ remote: composition.remote, action });
    if ('data' in answer && answer.data) onDone(answer.data.message);
  };
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text} Tabs already open keep their release until they load a page.</p>
      {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
      <div className={ui.actions}>
        <button type="button" className={action === 'promote' ? ui.button : ui.danger} disabled={isLoading} onClick={submit}>
          {isLoading ? 'Switching…' : confirm}
        </button>
        <button type="button" className={ui.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
