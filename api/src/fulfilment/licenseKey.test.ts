import { LICENSE_KEY_PATTERN, newLicenseKey } from './licenseKey';

describe('newLicenseKey', () => {
  const keys = Array.from({ length: 2000 }, newLicenseKey);

  it('is 5 groups of 4 Crockford base32 characters', () => {
    for (const key of keys) expect(key).toMatch(LICENSE_KEY_PATTERN);
    expect(LICENSE_KEY_PATTERN.test('7KQ4-M2XD-9PTA-HC3W-R8NE')).toBe(true);
    expect(LICENSE_KEY_PATTERN.test('7KQ4-M2XD-9PTA-HC3W-R8NI')).toBe(false);
  });

  it('draws every character of the alphabet, at every position, and never repeats a key', () => {
    expect(new Set(keys).size).toBe(keys.length);
    const used = new Set(keys.join('').replace(/-/g, ''));
    expect(used.size).toBe(32);
    const lastCharacters = new Set(keys.map((key) => key.at(-1)));
    expect(lastCharacters.size).toBe(32);
  });
});
