import { activeNavItem } from './navItems';

describe('activeNavItem (SPEC §2: the active item is chosen by the first path segment)', () => {
  it.each([
    ['/', 'Home'],
    ['/store', 'Store'],
    ['/store/', 'Store'],
    ['/store/anything/deeper', 'Store'],
    ['/STORE', 'Store'],
    ['/contact', 'Contact'],
    ['/services', 'Services'],
  ])('%s activates %s', (pathname, label) => {
    expect(activeNavItem(pathname)?.label).toBe(label);
  });

  it.each(['/store-list', '/product-detail/3', '/cart', '/contacts'])('%s activates no item (its first segment is not a nav item)', (pathname) => {
    expect(activeNavItem(pathname)).toBeUndefined();
  });
});
