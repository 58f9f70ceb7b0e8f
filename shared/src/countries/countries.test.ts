import { COUNTRIES, findCountry, statesOf } from './countries';

describe('countries (SPEC §3)', () => {
  it('gives state lists to exactly six countries', () => {
    expect(
      COUNTRIES.filter((c) => c.states.length > 0)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['AU', 'CA', 'DE', 'GB', 'IN', 'US']);
  });

  it('includes DC among the United States', () => {
    expect(statesOf('US')).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(statesOf('US')).toHaveLength(51);
  });

  it('has many more countries without states, so checkout shows a free-text state', () => {
    expect(COUNTRIES.filter((c) => c.states.length === 0).length).toBeGreaterThan(20);
    expect(statesOf('NG')).toEqual([]);
    expect(statesOf('XX')).toEqual([]);
  });

  it('has unique country codes and unique state codes per country', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(new Set(country.states.map((s) => s.code)).size).toBe(country.states.length);
    expect(findCountry('GB')?.name).toBe('United Kingdom');
  });
});
