// RELEASE_POINTER_TTL_MS: how long an instance reuses a live pointer it read from a bucket.
import { pointerTtlMsFromEnv, releaseStoreFromEnv } from './releaseConfig';

test('the pointer cache time is one second unless set, from 0 to 60000 ms, and reaches a bucket-backed store', () => {
  expect(pointerTtlMsFromEnv({})).toBe(1000);
  expect(pointerTtlMsFromEnv({ RELEASE_POINTER_TTL_MS: '0' })).toBe(0);
  expect(pointerTtlMsFromEnv({ RELEASE_POINTER_TTL_MS: '15000' })).toBe(15000);
  for (const wrong of ['-1', '60001', '1.5', 'soon']) {
    expect(() => pointerTtlMsFromEnv({ RELEASE_POINTER_TTL_MS: wrong })).toThrow(
      `RELEASE_POINTER_TTL_MS must be a whole number of milliseconds from 0 to 60000, got "${wrong}"`,
    );
  }
  expect(releaseStoreFromEnv({ RELEASE_STORE_URL: 's3://shop/releases', RELEASE_POINTER_TTL_MS: '2500' }, '/srv').pointerTtlMs).toBe(2500);
  // A folder is read on every request: nothing is reused.
  expect(releaseStoreFromEnv({}, '/srv').pointerTtlMs).toBeUndefined();
});
