import { BUDGETS, catalogScaleChecks, checkBudgets } from './budgets.mjs';

const figure = (small, large) => ({ small, large, ratio: large / small, runs: { small: [small], large: [large] } });

/** A catalogue-scale result with every figure at `factor` × its small side (bytes at `bytesFactor`). */
const scale = ({ factor = 1, bytesFactor = 1 } = {}) => ({
  products: { small: 364, large: 100000 },
  storeRender: figure(200, 200 * factor),
  bytes: { '/store': figure(250_000, 250_000 * bytesFactor), '/product-detail/1': figure(200_000, 200_000) },
  firstAddToCart: figure(3000, 3000 * factor),
  search: { queries: 50, ...figure(40, 40 * factor) },
  filterChange: figure(300, 300 * factor),
  apiMemory: figure(150 * 2 ** 20, 150 * 2 ** 20 * factor),
});

const checksOf = (result) => {
  const checks = [];
  catalogScaleChecks(result, (name, value, budget, pass) => checks.push({ name, value, budget, pass }));
  return checks;
};

describe('the catalogue-scale budgets', () => {
  it('checks every figure, bytes page by page, each with both sides beside its ratio', () => {
    const checks = checksOf(scale());
    expect(checks.map((c) => c.name)).toEqual([
      '100,000 / 364 products: /store pages 2–6 rendered for the request (median)',
      '100,000 / 364 products: bytes downloaded for /store (median)',
      '100,000 / 364 products: bytes downloaded for /product-detail/1 (median)',
      '100,000 / 364 products: first working ADD TO CART on /store, phone, 4× CPU, 1.6 Mbit/s (median)',
      '100,000 / 364 products: search answer p95 of 50 queries',
      '100,000 / 364 products: filter change to new results on screen, 4× CPU (median)',
      '100,000 / 364 products: API memory (RSS) after the run',
    ]);
    expect(checks.every((c) => c.pass)).toBe(true);
    expect(checks[0].value).toBe('1.00 (200 ms → 200 ms)');
    expect(checks[1].value).toBe('1.00 (244.1 KB → 244.1 KB)');
    expect(checks[6].value).toBe('1.00 (150 MB → 150 MB)');
  });

  it('holds each ratio to its own budget', () => {
    // 1.3×: within the render's, search's and memory's 1.5, over ADD TO CART's and the filter's 1.2
    const failed = checksOf(scale({ factor: 1.3 }))
      .filter((c) => !c.pass)
      .map((c) => c.name.split(': ')[1]);
    expect(failed).toEqual([
      'first working ADD TO CART on /store, phone, 4× CPU, 1.6 Mbit/s (median)',
      'filter change to new results on screen, 4× CPU (median)',
    ]);
    const bytes = checksOf(scale({ bytesFactor: 1.11 })).filter((c) => !c.pass);
    expect(bytes.map((c) => c.name)).toEqual(['100,000 / 364 products: bytes downloaded for /store (median)']);
    expect(bytes[0].budget).toBe(`≤ ${BUDGETS.catalogScale.bytesMaxRatio}`);
  });

  it('fails a figure the run could not measure, saying why', () => {
    const checks = checksOf({ ...scale(), firstAddToCart: { error: 'no tap worked' }, bytes: { error: 'the browser crashed' } });
    const failed = checks.filter((c) => !c.pass);
    expect(failed.map((c) => c.value)).toEqual(['not measured: the browser crashed', 'not measured: no tap worked']);
  });

  it('fails the part as a whole when it could not run, and checks nothing of it when it was not run', () => {
    const [check] = checkBudgets({ catalogScale: { error: 'no PostgreSQL binaries' } });
    expect(check).toMatchObject({ pass: false, value: 'not measured: no PostgreSQL binaries' });
    expect(checkBudgets({})).toEqual([]);
  });
});

describe('the budgets of what the shopper feels (taps)', () => {
  const side = (paintedMs, workingTapMs, lost = [0]) => ({
    visits: lost.length,
    measured: lost.length,
    failed: 0,
    paintedMs,
    workingTapMs,
    overPaintMs: workingTapMs - paintedMs,
    lostTaps: { median: [...lost].sort((a, b) => a - b)[Math.floor(lost.length / 2)], max: Math.max(...lost) },
  });
  const taps = (pages, inp) => ({ cpuSlowdown: 4, pages, inp });
  const results = (t) => checkBudgets({ taps: t });

  it('holds the first working tap to its paint + 100 ms in the same visit, no tap lost, and INP to 200 ms', () => {
    const checks = results(
      taps({ '/store': { scripts: side(900, 1000), 'no scripts': side(700, 801, [0, 1, 1]) } }, { '/store': { inpMs: 200, interactions: 20 } }),
    );
    expect(checks.map((c) => [c.value, c.pass])).toEqual([
      ['100 ms (1000 / 900)', true],
      ['0, 0', true],
      ['101 ms (801 / 700)', false],
      ['1, 1', false],
      ['200 ms', true],
    ]);
    expect(BUDGETS.tapAfterPaintMaxMs).toBe(100);
  });

  it('fails a side that could not be measured, naming why, and an INP not measured', () => {
    const checks = results(
      taps(
        { '/': { scripts: side(3900, 3900), 'no scripts': { visits: 3, error: 'no ADD TO CART on the page without scripts' } } },
        { '/': { error: 'no control to tap on the hydrated page' } },
      ),
    );
    const failed = checks.filter((c) => !c.pass);
    expect(failed.map((c) => c.value)).toEqual([
      'not measured: no ADD TO CART on the page without scripts',
      'not measured: no control to tap on the hydrated page',
    ]);
  });
});
