import { consolePageAt } from './consolePages';

test.each([
  ['/admin', 'dashboard', ''],
  ['/admin/', 'dashboard', ''],
  ['/admin/speed', 'speed', ''],
  ['/admin/composition', 'composition', ''],
  ['/admin/orders', 'orders', ''],
  ['/Admin/Orders/', 'orders', ''],
  ['/admin/orders/ord_7QX', 'order', 'ord_7QX'],
  ['/admin/payments', 'payments', ''],
  ['/admin/products', 'products', ''],
  ['/admin/products/341', 'product', '341'],
  ['/admin/messages', 'messages', ''],
  ['/admin/audit', 'audit', ''],
  ['/admin/operators', 'operators', ''],
])('%s is the %s page', (pathname, page, id) => {
  expect(consolePageAt(pathname)).toEqual({ page, id });
});

test.each(['/admin/nothing', '/admin/orders/1/more', '/store'])('%s is no console page', (pathname) => {
  expect(consolePageAt(pathname)).toBeNull();
});
