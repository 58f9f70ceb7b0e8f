import { maskEmail, maskName, maskPhone } from './maskPersonalData';

test('names keep their first letter', () => {
  expect(maskName('Ada')).toBe('A.');
  expect(maskName(' Émile ')).toBe('É.');
  expect(maskName('𝒜lice')).toBe('𝒜.');
  expect(maskName('')).toBe('');
});

test('e-mail addresses keep their first character and domain', () => {
  expect(maskEmail('ada@example.com')).toBe('a***@example.com');
  expect(maskEmail('"odd@local"@example.com')).toBe('"***@example.com');
  expect(maskEmail('nonsense')).toBe('***');
});

test('phone numbers keep their last two digits', () => {
  expect(maskPhone('+2348012345678')).toBe('***********78');
  expect(maskPhone('(555) 010-99')).toBe('******99');
  expect(maskPhone('7')).toBe('7');
});
