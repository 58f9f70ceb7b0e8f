// /admin/messages: the contact messages inbox — open (not handled yet), handled or all, a page at a time, in the URL.
import { useState } from 'react';
import type { MessageListQuery } from '@storefront/shared/schemas/admin';
import { useListMessagesQuery } from '../../apiClient/messagesApi';
import { PageHeading } from '../../components/PageHeading';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { useSearchFilters } from '../../hooks/useSearchFilters';
import { MessageItem } from './MessageItem';
import styles from './MessagesPage.module.css';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const;

const statusOf = (value: string): NonNullable<MessageListQuery['status']> => (value === 'handled' || value === 'all' ? value : 'open');

export default function MessagesPage() {
  const { filters, page, setFilters } = useSearchFilters(['status'] as const);
  const status = statusOf(filters.status);
  // The message opened in this view; another view starts with every message closed.
  const [opened, setOpened] = useState<{ status: string; id: number } | null>(null);
  const openId = opened?.status === status ? opened.id : null;
  const { data, isLoading, error, refetch } = useListMessagesQuery({ status, page: page > 1 ? page : undefined });
  return (
    <div data-boundary="admin">
      <PageHeading title="Messages">Messages</PageHeading>
      <fieldset className={styles.statuses}>
        <legend>Show</legend>
        {STATUSES.map((choice) => (
          <label key={choice.value}>
            <input type="radio" name="messages-status" checked={status === choice.value} onChange={() => setFilters({ status: choice.value })} /> {choice.label}
          </label>
        ))}
      </fieldset>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the messages" />
      {data ? (
        <>
          <p role="status">{data.unread === 1 ? '1 message nobody has opened yet.' : `${data.unread} messages nobody has opened yet.`}</p>
          {data.items.length ? (
            <ul className={styles.list} aria-label="Messages">
              {data.items.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  open={openId === message.id}
                  onToggle={() => setOpened(openId === message.id ? null : { status, id: message.id })}
                />
              ))}
            </ul>
          ) : (
            <p>No message here.</p>
          )}
          <Pagination info={data} label="Messages" />
        </>
      ) : null}
    </div>
  );
}
