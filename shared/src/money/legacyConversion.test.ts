import { convertLegacyPrice } from './legacyConversion';

describe("the store price slider's conversion (its only user, until the slider reads the server's price filter)", () => {
  it('scales a USD figure by 750 for NGN', () => {
    expect(convertLegacyPrice(1, 'NGN')).toBe(750);
    expect(convertLegacyPrice(16.95, 'NGN')).toBe(12712.5);
  });

  it('keeps a USD figure unchanged in USD', () => {
    expect(convertLegacyPrice(59.99, 'USD')).toBe(59.99);
  });
});
