import { createIdempotencyKey } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('makes a fresh UUID for each checkout attempt', () => {
    const a = createIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(createIdempotencyKey()).not.toBe(a);
  });

  it('works where randomUUID is missing (pages served over plain http)', () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(createIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
