import { navItemsFor } from './navItems';

const labels = (role: 'owner' | 'staff') => navItemsFor(role).map((item) => item.label);

test('an owner sees every section, the audit log and operator accounts included', () => {
  expect(labels('owner')).toEqual(['Dashboard', 'Page speed', 'Composition', 'Orders', 'Payments', 'Products', 'Messages', 'Audit log', 'Operators']);
});

test('staff see the day-to-day sections only: no audit log, no operator accounts', () => {
  expect(labels('staff')).toEqual(['Dashboard', 'Page speed', 'Composition', 'Orders', 'Payments', 'Products', 'Messages']);
});
