// One contact message in the inbox: who and when; opened, its text (opening an unread one marks it read), and
// Mark handled or Reopen.
import { useId } from 'react';
import { mailtoHref } from '@storefront/shared/email';
import type { ContactMessage } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useMarkMessageReadMutation, useSetMessageHandledMutation } from '../../apiClient/messagesApi';
import { Notice } from '../../components/Notice';
import { formatDateTime } from '../../format/format';
import ui from '../../components/ui.module.css';
import styles from './MessagesPage.module.css';

interface MessageItemProps {
  message: ContactMessage;
  open: boolean;
  onToggle: () => void;
}

export function MessageItem({ message, open, onToggle }: MessageItemProps) {
  const textId = useId();
  const [markRead] = useMarkMessageReadMutation();
  const [setHandled, handled] = useSetMessageHandledMutation();
  const toggle = () => {
    if (!open && !message.readAt) markRead(message.id);
    onToggle();
  };
  return (
    <li className={`${ui.card} ${message.readAt ? '' : styles.unread}`}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={textId} onClick={toggle}>
          {message.name} &lt;{message.email}&gt;
        </button>
      </h2>
      <p className={ui.muted}>
        Received {formatDateTime(message.receivedAt)} · {message.readAt ? 'read' : 'unread'}
        {message.handledAt ? ` · handled ${formatDateTime(message.handledAt)}${message.handledBy ? ` by ${message.handledBy}` : ''}` : ''}
      </p>
      <div id={textId} hidden={!open}>
        <p className={styles.text}>{message.message}</p>
        <div className={ui.actions}>
          <a className={ui.secondary} href={mailtoHref(message.email)}>
            Reply by e-mail
          </a>
          <button type="button" className={ui.button} disabled={handled.isLoading} onClick={() => setHandled({ id: message.id, handled: !message.handledAt })}>
            {message.handledAt ? 'Reopen' : 'Mark handled'}
          </button>
        </div>
        {handled.error ? <Notice tone="error">{apiMessage(handled.error)}</Notice> : null}
      </div>
    </li>
  );
}
