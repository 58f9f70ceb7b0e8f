import { randomBytes } from 'node:crypto';
import { accountLinkUrl, newTokenId, signedLinkToken, tokenIdFrom } from './accountLinks';

const secret = randomBytes(32);

describe('account links', () => {
  it('reads back the id of a link signed for the same purpose with the same key', () => {
    const id = newTokenId();
    expect(tokenIdFrom(signedLinkToken('reset-password', id, secret), 'reset-password', secret)).toBe(id);
  });

  it('refuses a link signed for the other purpose, with another key, changed, or without a signature', () => {
    const id = newTokenId();
    const token = signedLinkToken('verify-email', id, secret);
    expect(tokenIdFrom(token, 'reset-password', secret)).toBeNull();
    expect(tokenIdFrom(token, 'verify-email', randomBytes(32))).toBeNull();
    expect(tokenIdFrom(`${newTokenId()}.${token.split('.')[1]}`, 'verify-email', secret)).toBeNull();
    expect(tokenIdFrom(id, 'verify-email', secret)).toBeNull();
    expect(tokenIdFrom(`${token}.x`, 'verify-email', secret)).toBeNull();
  });

  it('leads to the sign-in page to confirm an address and to the forgotten-password page to reset', () => {
    expect(accountLinkUrl('verify-email', 'a.b', 'https://shop.example.com')).toBe('https://shop.example.com/login?verify=a.b');
    expect(accountLinkUrl('reset-password', 'a.b', 'https://shop.example.com')).toBe('https://shop.example.com/forget-password?reset=a.b');
  });
});
