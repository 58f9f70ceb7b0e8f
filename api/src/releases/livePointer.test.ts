import { deployTo, isReleaseId, newReleaseId, parseLivePointer, rollBack, withoutMissing } from './livePointer';

const A = '20261101T100000.000Z-aaaaaaaa';
const B = '20261102T100000.000Z-bbbbbbbb';
const C = '20261103T100000.000Z-cccccccc';

test('deploy makes the release live and remembers the ones before it', () => {
  expect(deployTo(null, A)).toEqual({ live: A, history: [A] });
  expect(deployTo({ live: A, history: [A] }, B)).toEqual({ live: B, history: [A, B] });
});

test('rollback goes back one release at a time, and refuses at the oldest', () => {
  const pointer = deployTo(deployTo(deployTo(null, A), B), C);
  const once = rollBack(pointer)!;
  expect(once).toEqual({ live: B, history: [A, B] });
  const twice = rollBack(once)!;
  expect(twice).toEqual({ live: A, history: [A] });
  expect(rollBack(twice)).toBeNull();
  expect(rollBack(null)).toBeNull();
});

test('deploying a release that was live before moves it to the top instead of listing it twice', () => {
  expect(deployTo({ live: B, history: [A, B] }, A)).toEqual({ live: A, history: [B, A] });
});

test('pruned releases leave the history; the live one stays', () => {
  expect(withoutMissing({ live: C, history: [A, B, C] }, new Set([B]))).toEqual({ live: C, history: [B, C] });
});

test('a stored pointer is read only when it is well formed', () => {
  expect(parseLivePointer(JSON.stringify({ live: B, history: [A, B] }))).toEqual({ live: B, history: [A, B] });
  expect(parseLivePointer(JSON.stringify({ live: B, history: [A] }))).toEqual({ live: B, history: [A, B] });
  expect(parseLivePointer('{"live":"../../etc","history":[]}')).toBeNull();
  expect(parseLivePointer('{"live": 1')).toBeNull();
});

test('release ids sort by age and carry the content hash', () => {
  const id = newReleaseId('0123456789abcdef', new Date('2026-11-25T08:15:02.123Z'));
  expect(id).toBe('20261125T081502.123Z-01234567');
  expect(isReleaseId(id)).toBe(true);
  expect(isReleaseId('latest')).toBe(false);
});
