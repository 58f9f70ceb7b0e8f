import { LICENSE_DESCRIPTIONS, LICENSE_TYPES, licenseDescription, licenseFeatures, MAX_LICENSE_FEATURES } from './licenseDescriptions';

describe('license descriptions (SPEC §9)', () => {
  it('covers the four tiers Standard, Extended, Premium and Basic', () => {
    expect(LICENSE_TYPES).toEqual(['Standard', 'Extended', 'Premium', 'Basic']);
    expect(Object.keys(LICENSE_DESCRIPTIONS)).toEqual([...LICENSE_TYPES]);
  });

  it('describes each tier as the spec lists it', () => {
    expect(licenseFeatures('Standard')).toEqual([
      'Web, social media and print projects',
      'Print up to 500,000 copies',
      'Digital advertising',
      'Personal and commercial use',
    ]);
    expect(licenseFeatures('Extended')[0]).toBe('Everything in Standard');
    expect(licenseFeatures('Premium')).toContain('White-label rights');
    expect(licenseFeatures('Basic')).toEqual(['Personal, non-commercial use only', 'Social media sharing', 'Print up to 1,000 copies']);
  });

  it('matches the tier name case-insensitively', () => {
    expect(licenseFeatures('premium')).toEqual(licenseFeatures('Premium'));
  });

  it("gives any other license 'Digital download included'", () => {
    expect(licenseFeatures('Enterprise')).toEqual(['Digital download included']);
    expect(licenseFeatures('')).toEqual(['Digital download included']);
    expect(licenseDescription('Enterprise')).toBe('Digital download included');
  });

  it('returns a copy, so callers cannot change the table', () => {
    licenseFeatures('Basic').push('x');
    expect(LICENSE_DESCRIPTIONS.Basic).toHaveLength(3);
  });

  it('shows at most 3 features per license', () => {
    expect(MAX_LICENSE_FEATURES).toBe(3);
  });
});
