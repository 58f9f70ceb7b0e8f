import { withoutSecrets } from './requestLogFields';

test('download tokens lose their signature in logged URLs; other URLs are kept', () => {
  const token = 'gxDcB6OeeWK_MmrAnJmUuQ.gIHlJyEcRrfy8IbQ4zXQPopNilJekLPOXulmvGT0RSs';
  expect(withoutSecrets(`/api/v1/web/downloads/${token}`)).toBe('/api/v1/web/downloads/gxDcB6OeeWK_MmrAnJmUuQ.[redacted]');
  expect(withoutSecrets(`/api/v1/web/downloads/${token}/certificate.pdf?x=1`)).toBe(
    '/api/v1/web/downloads/gxDcB6OeeWK_MmrAnJmUuQ.[redacted]/certificate.pdf?x=1',
  );
  expect(withoutSecrets('/api/v1/web/products/341')).toBe('/api/v1/web/products/341');
  expect(withoutSecrets('/mf/cart/remoteEntry.js')).toBe('/mf/cart/remoteEntry.js');
});

test("the order page's access token is cut out of logged URLs", () => {
  const id = '2f98a625-3df8-4af2-a8bf-ebe24415c293';
  expect(withoutSecrets(`/order-confirmation/${id}?access=Wk2kZHchZ6bFQTbWZ8MYyaAZb80fdhQH8XzcDorxa90&x=1`)).toBe(
    `/order-confirmation/${id}?access=[redacted]&x=1`,
  );
});

test("a preview link's signature is cut out of logged URLs", () => {
  const release = '20261203T100000.000Z-cccccccc';
  expect(withoutSecrets(`/preview?remote=cart&release=${release}&expires=1900000000&sig=SZpH2_8UqWBjuJaZtHlHQqizsvc9xNmoCMlZGStmRXE`)).toBe(
    `/preview?remote=cart&release=${release}&expires=1900000000&sig=[redacted]`,
  );
  expect(withoutSecrets('/preview?sig=abc&remote=cart')).toBe('/preview?sig=[redacted]&remote=cart');
  expect(withoutSecrets('/store?sig=kept')).toBe('/store?sig=kept');
});
