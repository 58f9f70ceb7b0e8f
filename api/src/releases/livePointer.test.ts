import { abortCanary, deployTo, isReleaseId, newReleaseId, parseLivePointer, promoteCanary, rollBack, startCanary, withoutMissing } from './livePointer';

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

describe('a canary', () => {
  const live = deployTo(deployTo(null, A), B);

  test('runs beside the live release, and promote makes it live for all', () => {
    const canary = startCanary(live, C, 5);
    expect(canary).toEqual({ live: B, history: [A, B], canary: { release: C, percent: 5 } });
    expect(promoteCanary(canary)).toEqual({ live: C, history: [A, B, C] });
  });

  test('abort takes it back; a rollback or a plain deploy ends it too', () => {
    const canary = startCanary(live, C, 50);
    expect(abortCanary(canary)).toEqual(live);
    expect(rollBack(canary)).toEqual({ live: A, history: [A] });
    expect(deployTo(canary, C)).toEqual({ live: C, history: [A, B, C] });
  });

  test('promote and abort without one answer null; a share outside 1–99 is refused', () => {
    expect(promoteCanary(live)).toBeNull();
    expect(abortCanary(live)).toBeNull();
    expect(promoteCanary(null)).toBeNull();
    for (const percent of [0, 100, 2.5, -1, Number.NaN]) expect(() => startCanary(live, C, percent)).toThrow(RangeError);
  });

  test('is read back from the stored pointer, and a malformed one is dropped', () => {
    expect(parseLivePointer(JSON.stringify(startCanary(live, C, 20)))).toEqual({ live: B, history: [A, B], canary: { release: C, percent: 20 } });
    expect(parseLivePointer(JSON.stringify({ ...live, canary: { release: 'nope', percent: 20 } }))).toEqual(live);
    expect(parseLivePointer(JSON.stringify({ ...live, canary: { release: C, percent: 100 } }))).toEqual(live);
  });

  test('survives pruning', () => {
    expect(withoutMissing(startCanary(live, C, 5), new Set([B]))).toEqual({ live: B, history: [B], canary: { release: C, percent: 5 } });
  });
});
