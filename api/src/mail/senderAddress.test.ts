import { defaultMailFrom, parseSenderAddress } from './senderAddress';

describe('parseSenderAddress', () => {
  it('accepts a mailbox with or without a display name and takes its domain', () => {
    expect(parseSenderAddress('Shop <shop@Example.com>')).toEqual({ from: 'Shop <shop@Example.com>', domain: 'example.com' });
    expect(parseSenderAddress(' orders@shop.example ')).toEqual({ from: 'orders@shop.example', domain: 'shop.example' });
  });

  it('refuses what is not exactly one address, naming MAIL_FROM', () => {
    for (const bad of ['', 'Shop', 'a@x.example, b@x.example', 'Shop <shop@>']) {
      expect(() => parseSenderAddress(bad)).toThrow('MAIL_FROM must be one e-mail address');
    }
  });
});

describe('defaultMailFrom', () => {
  it("sends from the shop's own host", () => {
    expect(defaultMailFrom('https://shop.example.com')).toBe('Storefront <shop@shop.example.com>');
  });
});
