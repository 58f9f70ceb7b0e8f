import { createHmac } from 'node:crypto';
import { isValidPaystackSignature, paystackSignature } from './paystackSignature';

describe('Paystack webhook signatures', () => {
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"sf_1"}}');

  it('are the hex HMAC-SHA512 of the raw body under the secret key', () => {
    expect(paystackSignature(body, 'sk_test_x')).toBe(createHmac('sha512', 'sk_test_x').update(body).digest('hex'));
  });

  it('accept only the right signature of the exact bytes', () => {
    const good = paystackSignature(body, 'sk_test_x');
    expect(isValidPaystackSignature(body, good, 'sk_test_x')).toBe(true);
    expect(isValidPaystackSignature(body, good.toUpperCase(), 'sk_test_x')).toBe(true);
    expect(isValidPaystackSignature(body, good, 'sk_test_y')).toBe(false);
    expect(isValidPaystackSignature(Buffer.from(`${body} `), good, 'sk_test_x')).toBe(false);
    for (const header of [undefined, '', good.slice(0, 64), `${good}00`, ['a', 'b'], 'z'.repeat(128)]) {
      expect(isValidPaystackSignature(body, header, 'sk_test_x')).toBe(false);
    }
  });
});
