import { releasesToPrune } from './pruneReleases';

const ids = ['20261101T100000.000Z-aaaaaaaa', '20261102T100000.000Z-bbbbbbbb', '20261103T100000.000Z-cccccccc', '20261104T100000.000Z-dddddddd'];

test('keeps the newest releases and never the live one', () => {
  expect(releasesToPrune(ids, ids[3], 2)).toEqual([ids[1], ids[0]]);
  // A rollback made the oldest live again: it stays although it is not among the newest.
  expect(releasesToPrune(ids, ids[0], 2)).toEqual([ids[1]]);
  expect(releasesToPrune(ids, ids[3], 5)).toEqual([]);
});

test('never prunes a canary either', () => {
  expect(releasesToPrune(ids, [ids[3], ids[0]], 2)).toEqual([ids[1]]);
});
