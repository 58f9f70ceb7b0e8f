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
