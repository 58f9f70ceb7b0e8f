import { maskEmail } from './maskEmail';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a***@example.com');
  });

  it('hides everything of what is not an address', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });
});
