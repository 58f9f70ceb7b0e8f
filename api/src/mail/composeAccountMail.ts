// The e-mails of a customer account: the link that confirms its address, and the link that chooses a new password.
// The link is signed here, at sending time, from the token row the outbox row names: the outbox never holds a working
// link. An e-mail whose link was spent or has expired before it went out is still sent; the page then says so.
import { accountLinkUrl, signedLinkToken } from '../accounts/accountLinks';
import { accountLinkSecret } from '../accounts/accountSecret';
import { RESET_MINUTES, VERIFY_HOURS, findLinkWithCustomer } from '../accounts/accountTokens';
import type { Database } from '../db/types';
import type { ComposedMail } from './composeOrderMail';
import type { AccountOutboxRow } from './mailTables';

export async function composeAccountMail(
  row: AccountOutboxRow,
  { db, from, publicBaseUrl }: { db: Database; from: string; publicBaseUrl: string },
): Promise<ComposedMail> {
  const found = await findLinkWithCustomer(db, row.details.tokenId);
  if (!found) throw new Error(`account e-mail ${row.id} names a link that no longer exists`);
  const { customer, token } = found;
  const url = accountLinkUrl(token.purpose, signedLinkToken(token.purpose, token.id, await accountLinkSecret(db)), publicBaseUrl);
  const verifying = token.purpose === 'verify-email';
  const repeated = row.details.reason === 'sign-up-repeated';
  const subject = verifying ? 'Confirm your e-mail address' : 'Choose a new password';
  const text = [
    `Hello ${customer.firstName},`,
    '',
    ...(repeated
      ? [`Someone signed up at ${publicBaseUrl} with this e-mail address, which has an account there already. No second account was made.`, '']
      : []),
    verifying
      ? `Please confirm that ${token.email} is your e-mail address for your account at ${publicBaseUrl}: open this link (it works for ${VERIFY_HOURS} hours):`
      : repeated
        ? `If it was you and you forgot your password, choose a new one with this link (it works once, for ${RESET_MINUTES} minutes):`
        : `Someone asked to choose a new password for your account at ${publicBaseUrl}. To choose one, open this link (it works once, for ${RESET_MINUTES} minutes):`,
    '',
    url,
    '',
    verifying
      ? 'Once it is confirmed, orders placed earlier with this address appear in your account.'
      : 'Choosing a new password signs you out everywhere. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ].join('\n');
  return {
    message: { from, to: token.email, subject, messageId: row.messageId, headers: { 'Auto-Submitted': 'auto-generated' }, text },
    links: [{ label: verifying ? 'Confirm e-mail address' : 'Choose a new password', url }],
  };
}
