// What the shopper received: the licenses and download links of digital lines, and the e-mails sent about the order.
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { formatDateTime } from '../../format/format';
import { label } from '../../format/labels';
import { TableBox } from '../../components/TableBox';
import ui from '../../components/ui.module.css';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function OrderDeliveries({ order }: { order: AdminOrder }) {
  return (
    <section className={ui.card} aria-labelledby="order-deliveries">
      <h2 id="order-deliveries">Downloads and e-mails</h2>
      {order.entitlements.length ? (
        <TableBox label="Licenses and downloads">
          <table className={ui.table}>
            <caption>Licenses and downloads</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">License</th>
                <th scope="col">License key</th>
                <th scope="col">Downloads</th>
                <th scope="col">Link expires</th>
                <th scope="col">Revoked</th>
              </tr>
            </thead>
            <tbody>
              {order.entitlements.map((entitlement) => (
                <tr key={entitlement.id}>
                  <th scope="row">{entitlement.lineNumber}</th>
                  <td>{entitlement.licenseType}</td>
                  <td>
                    <code>{entitlement.licenseKey}</code>
                  </td>
                  <td>
                    {entitlement.downloadsUsed} of {entitlement.downloadLimit}
                  </td>
                  <td>{when(entitlement.linkExpiresAt)}</td>
                  <td>{when(entitlement.revokedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : (
        <p className={ui.muted}>No license or download belongs to this order.</p>
      )}
      {order.emails.length ? (
        <TableBox label="E-mails">
          <table className={ui.table}>
            <caption>E-mails</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Queued</th>
                <th scope="col">Sent</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {order.emails.map((email) => (
                <tr key={email.id}>
                  <th scope="row">
                    {label(email.kind)}
                    {email.resent ? ' (sent again)' : ''}
                  </th>
                  <td>{formatDateTime(email.queuedAt)}</td>
                  <td>{when(email.sentAt)}</td>
                  <td>{email.attempts}</td>
                  <td>{email.lastError ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : (
        <p className={ui.muted}>No e-mail was written for this order.</p>
      )}
    </section>
  );
}
