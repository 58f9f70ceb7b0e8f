import { remoteOfStack } from './remoteOfStack';

const BASES = new Map([
  ['cart', 'http://localhost:3000/releases/cart/20261202T100000.000Z-bbbbbbbb/'],
  ['catalog', 'http://localhost:3000/mf/catalog/'],
]);

describe('remoteOfStack', () => {
  it('names the remote whose file is the innermost frame of the stack', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at CartLine (http://localhost:3000/releases/cart/20261202T100000.000Z-bbbbbbbb/screens_cart.4f1e.js:1:2200)',
      '    at http://localhost:3000/mf/catalog/main.js:4:10',
    ].join('\n');
    expect(remoteOfStack(stack, BASES)).toBe('cart');
  });

  it('names none for the shell’s own files, another release of the remote, or an empty stack', () => {
    expect(remoteOfStack('at http://localhost:3000/main.8a.js:1:1', BASES)).toBeUndefined();
    expect(remoteOfStack('at http://localhost:3000/releases/cart/20261101T100000.000Z-aaaaaaaa/x.js:1:1', BASES)).toBeUndefined();
    expect(remoteOfStack('', BASES)).toBeUndefined();
  });
});
