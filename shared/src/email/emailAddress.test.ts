import { EMAIL_PATTERN, isEmailAddress, mailtoHref } from './emailAddress';

/** An address that passed the old `format: email` check and makes a `mailto:` link Bcc an attacker. */
const BCC_PAYLOAD = 'alice%40example.com?bcc=attacker%40evil.test&x=1@example.com';

describe('the e-mail address rule', () => {
  it.each(['ada@example.com', ' a.b+c@mail.example.org ', 'O_Brien-2@sub.example.co.uk', 'ada@xn--bcher-kva.example'])('accepts %s', (address) =>
    expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    BCC_PAYLOAD,
    'alice?cc=eve@example.com@example.com',
    'alice&body=x@example.com',
    'alice%0d%0abcc:eve@example.com',
    'a#b@example.com',
    '"ada lovelace"@example.com',
    'ada@example',
    'ada@-example.com',
    'ada',
    '@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %s', (address) => expect(isEmailAddress(address)).toBe(false));

  it('is one pattern the schemas use too', () => expect(new RegExp(EMAIL_PATTERN).test(BCC_PAYLOAD)).toBe(false));
});

describe('mailtoHref', () => {
  it('opens a message to the address itself, with no header of its own, whatever the stored address holds', () => {
    const href = mailtoHref(BCC_PAYLOAD);
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(href).not.toMatch(/[?&]/);
    expect(decodeURIComponent(url.pathname)).toBe(BCC_PAYLOAD);
  });

  it('keeps an ordinary address readable and encodes a subject', () => {
    expect(mailtoHref('ada@example.com')).toBe('mailto:ada@example.com');
    expect(mailtoHref('ada@example.com', { subject: 'Re: order & co' })).toBe('mailto:ada@example.com?subject=Re%3A%20order%20%26%20co');
  });
});
