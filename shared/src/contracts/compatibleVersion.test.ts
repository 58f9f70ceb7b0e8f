import { parseVersion, sameMajor, satisfiesRange } from './compatibleVersion';

describe('satisfiesRange', () => {
  test.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['1.0.0', '^1.2.0', false],
    ['2.0.0', '^1.0.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.2.3', '>=1.0.0', false],
    ['not a version', '^1.0.0', false],
  ])('%s in %s is %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

test('sameMajor compares major versions only', () => {
  expect(sameMajor('1.9.0', '1.0.0')).toBe(true);
  expect(sameMajor('2.0.0', '1.0.0')).toBe(false);
  expect(sameMajor('x', '1.0.0')).toBe(false);
});

test('parseVersion ignores pre-release and build metadata', () => {
  expect(parseVersion('1.2.3-beta.1')).toEqual({ major: 1, minor: 2, patch: 3 });
});
